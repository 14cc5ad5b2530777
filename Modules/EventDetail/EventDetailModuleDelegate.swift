public import ConbookCore

/// What the event detail module tells whoever shows it.
@MainActor
public protocol EventDetailModuleDelegate: AnyObject {
    /// The user asked to see the event's room: a place on a map.
    func eventDetailModuleDidSelectRoomLocation(_ location: MapLocation)
    /// The user chose a link inside the event's abstract or description (never one Conbook refuses).
    func eventDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
    /// The user asked to give feedback on an event that takes it.
    func eventDetailModuleDidAskForFeedback(_ event: Event.ID)
    /// The user chose one of the event's hosts, by the name the event writes for them (their page
    /// opens by it: `BrowsePeopleUseCase.page(of:)`). Does nothing unless implemented, so that a
    /// delegate written before people had pages keeps compiling.
    func eventDetailModuleDidSelectHost(named name: String)
}

extension EventDetailModuleDelegate {
    /// Ignores the choice: the default for delegates that open no people's pages.
    public func eventDetailModuleDidSelectHost(named name: String) {}
}
