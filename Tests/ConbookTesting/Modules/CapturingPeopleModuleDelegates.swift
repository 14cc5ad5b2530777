public import ConbookCore
public import ConbookPeople
public import ConbookPersonDetail

/// Records what the People module reported.
@MainActor
public final class CapturingPeopleModuleDelegate: PeopleModuleDelegate {
    /// The names of the people chosen, in order.
    public private(set) var selectedPeople: [String] = []

    /// Creates the delegate.
    public init() {}

    public func peopleModuleDidSelectPerson(named name: String) {
        selectedPeople.append(name)
    }
}

/// Records what the PersonDetail module reported.
@MainActor
public final class CapturingPersonDetailModuleDelegate: PersonDetailModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []
    /// The links chosen, in order, with their names.
    public private(set) var selectedLinks: [(destination: ContentLink, name: String)] = []

    /// Creates the delegate.
    public init() {}

    public func personDetailModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }

    public func personDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        selectedLinks.append((destination, name))
    }
}
