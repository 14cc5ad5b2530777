public import ConbookChanges
public import ConbookCore
public import ConbookDealerDetail
public import ConbookDealers
public import ConbookEventDetail
public import ConbookFreeTime
public import ConbookHidden
public import ConbookMapDetail
public import ConbookMaps
public import ConbookNews
public import ConbookPreload
public import ConbookSchedule
public import ConbookTimetable

/// Records what the schedule module reported.
@MainActor
public final class CapturingScheduleModuleDelegate: ScheduleModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []

    /// Creates the delegate.
    public init() {}

    public func scheduleModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }

    /// The people chosen among those a search found, by name, in order.
    public private(set) var selectedPeople: [String] = []

    public func scheduleModuleDidSelectPerson(named name: String) {
        selectedPeople.append(name)
    }
}

/// Records what the news module reported.
@MainActor
public final class CapturingNewsModuleDelegate: NewsModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []

    /// Creates the delegate.
    public init() {}

    public func newsModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }

    /// The announcements chosen, in order.
    public private(set) var selectedAnnouncements: [Announcement.ID] = []

    public func newsModuleDidSelectAnnouncement(_ announcement: Announcement.ID) {
        selectedAnnouncements.append(announcement)
    }
}

/// Records what the preload module reported.
@MainActor
public final class CapturingPreloadModuleDelegate: PreloadModuleDelegate {
    /// Whether the download finished.
    public private(set) var didFinishLoading = false
    /// Whether the user cancelled.
    public private(set) var didCancel = false

    /// Creates the delegate.
    public init() {}

    public func preloadModuleDidFinishLoading() {
        didFinishLoading = true
    }

    public func preloadModuleDidCancel() {
        didCancel = true
    }
}

/// Records what the changes module reported.
@MainActor
public final class CapturingChangesModuleDelegate: ChangesModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []

    /// Creates the delegate.
    public init() {}

    public func changesModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }
}

/// Records what the free-time module reported.
@MainActor
public final class CapturingFreeTimeModuleDelegate: FreeTimeModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []

    /// Creates the delegate.
    public init() {}

    public func freeTimeModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }
}

/// Records what the Hidden module reported.
@MainActor
public final class CapturingHiddenModuleDelegate: HiddenModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []

    /// Creates the delegate.
    public init() {}

    public func hiddenModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }
}

/// Records what the dealers module reported.
@MainActor
public final class CapturingDealersModuleDelegate: DealersModuleDelegate {
    /// The dealers chosen, in order.
    public private(set) var selectedDealers: [Dealer.ID] = []

    /// Creates the delegate.
    public init() {}

    public func dealersModuleDidSelectDealer(_ dealer: Dealer.ID) {
        selectedDealers.append(dealer)
    }
}

/// Records what the dealer detail module reported.
@MainActor
public final class CapturingDealerDetailModuleDelegate: DealerDetailModuleDelegate {
    /// The places on a map asked for, in order.
    public private(set) var selectedLocations: [MapLocation] = []

    /// Creates the delegate.
    public init() {}

    /// The links followed, with their names, in order.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []

    public func dealerDetailModuleDidSelectLocation(_ location: MapLocation) {
        selectedLocations.append(location)
    }

    public func dealerDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }
}

/// Records what the maps module reported.
@MainActor
public final class CapturingMapsModuleDelegate: MapsModuleDelegate {
    /// The maps chosen, in order.
    public private(set) var selectedMaps: [ConventionMap.ID] = []

    /// Creates the delegate.
    public init() {}

    public func mapsModuleDidSelectMap(_ map: ConventionMap.ID) {
        selectedMaps.append(map)
    }
}

/// Records what the map detail module reported.
@MainActor
public final class CapturingMapDetailModuleDelegate: MapDetailModuleDelegate {
    /// The dealers chosen, in order.
    public private(set) var selectedDealers: [Dealer.ID] = []
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []
    /// The places on other maps chosen, in order.
    public private(set) var selectedLocations: [MapLocation] = []

    /// Creates the delegate.
    public init() {}

    public func mapDetailModuleDidSelectDealer(_ dealer: Dealer.ID) {
        selectedDealers.append(dealer)
    }

    public func mapDetailModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }

    public func mapDetailModuleDidSelectLocation(_ location: MapLocation) {
        selectedLocations.append(location)
    }
}

/// Records what the event detail module reported.
@MainActor
public final class CapturingEventDetailModuleDelegate: EventDetailModuleDelegate {
    /// The places on a map asked for, in order.
    public private(set) var selectedRoomLocations: [MapLocation] = []

    /// Creates the delegate.
    public init() {}

    /// The links followed, with their names, in order.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []

    public func eventDetailModuleDidSelectRoomLocation(_ location: MapLocation) {
        selectedRoomLocations.append(location)
    }

    public func eventDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }

    /// The events feedback was asked for, in order.
    public private(set) var feedbackRequests: [Event.ID] = []

    public func eventDetailModuleDidAskForFeedback(_ event: Event.ID) {
        feedbackRequests.append(event)
    }

    /// The hosts chosen, by the names the event writes, in order.
    public private(set) var selectedHosts: [String] = []

    public func eventDetailModuleDidSelectHost(named name: String) {
        selectedHosts.append(name)
    }
}

/// Records what the timetable module reported.
@MainActor
public final class CapturingTimetableModuleDelegate: TimetableModuleDelegate {
    /// The events chosen, in order.
    public private(set) var selectedEvents: [Event.ID] = []

    /// Creates the delegate.
    public init() {}

    public func timetableModuleDidSelectEvent(_ event: Event.ID) {
        selectedEvents.append(event)
    }
}
