import ConbookAnnouncements
import ConbookDealerDetail
import ConbookDealers
import ConbookEventDetail
import ConbookMapDetail
import ConbookMaps
import ConbookNews
import ConbookNewsDetail
import ConbookPreload
import ConbookSchedule
import ConbookTimetable

/// Records what a console news scene reported, in order.
@MainActor
final class CapturingNewsSceneDelegate: NewsSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedRow(id: String), markedAnnouncementsRead, requestedRefresh
    }

    private(set) var reports: [Report] = []

    func newsSceneDidLoad() { reports.append(.loaded) }
    func newsSceneDidSelectRow(id: String) { reports.append(.selectedRow(id: id)) }
    func newsSceneDidMarkAnnouncementsRead() { reports.append(.markedAnnouncementsRead) }
    func newsSceneDidRequestRefresh() { reports.append(.requestedRefresh) }
}

/// Records what a console schedule scene reported, in order.
@MainActor
final class CapturingScheduleSceneDelegate: ScheduleSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedDay(Int), selectedEvent(id: String), selectedPage(Int), searched(String)
        case favouritesOnly(Bool), selectedTrack(Int?), selectedRoom(Int?), clearedFilters, requestedRefresh
        case unrecordedOnly(Bool)
        case language(String?)
        case host(String?)
        case includesHidden(Bool), hidTrack(Int), hidRoom(Int), hidLanguage(String)
        case selectedFriend(Int?), selectedPerson(String)
    }

    private(set) var reports: [Report] = []

    func scheduleSceneDidLoad() { reports.append(.loaded) }
    func scheduleSceneDidSelectDay(at index: Int) { reports.append(.selectedDay(index)) }
    func scheduleSceneDidSelectEvent(id: String) {
        reports.append(.selectedEvent(id: id))
    }
    func scheduleSceneDidSelectPage(at index: Int) { reports.append(.selectedPage(index)) }
    func scheduleSceneDidChangeSearchText(_ text: String) { reports.append(.searched(text)) }
    func scheduleSceneDidChangeFavouritesOnly(_ isOn: Bool) { reports.append(.favouritesOnly(isOn)) }
    func scheduleSceneDidSelectTrack(at index: Int?) { reports.append(.selectedTrack(index)) }
    func scheduleSceneDidSelectRoom(at index: Int?) { reports.append(.selectedRoom(index)) }
    func scheduleSceneDidClearFilters() { reports.append(.clearedFilters) }
    func scheduleSceneDidFilterByLanguage(_ code: String?) { reports.append(.language(code)) }
    func scheduleSceneDidFilterByHost(_ name: String?) { reports.append(.host(name)) }
    func scheduleSceneDidChangeUnrecordedOnly(_ isOn: Bool) { reports.append(.unrecordedOnly(isOn)) }
    func scheduleSceneDidRequestRefresh() { reports.append(.requestedRefresh) }
    func scheduleSceneDidChangeIncludesHidden(_ isOn: Bool) { reports.append(.includesHidden(isOn)) }
    func scheduleSceneDidHideTrack(at index: Int) { reports.append(.hidTrack(index)) }
    func scheduleSceneDidHideRoom(at index: Int) { reports.append(.hidRoom(index)) }
    func scheduleSceneDidHideLanguage(_ code: String) { reports.append(.hidLanguage(code)) }
    func scheduleSceneDidSelectFriend(at index: Int?) { reports.append(.selectedFriend(index)) }
    func scheduleSceneDidSelectPerson(named name: String) { reports.append(.selectedPerson(name)) }
}

/// Records what a console event detail scene reported, in order.
@MainActor
final class CapturingEventDetailSceneDelegate: EventDetailSceneDelegate {
    enum Report: Equatable {
        case loaded, toggledFavourite, selectedRoomLocation, selectedLink(Int), askedForFeedback, setPriority(high: Bool)
        case hid, showedAgain, selectedHost(Int)
    }

    private(set) var reports: [Report] = []

    func eventDetailSceneDidLoad() { reports.append(.loaded) }
    func eventDetailSceneDidAskForFeedback() { reports.append(.askedForFeedback) }
    func eventDetailSceneDidSelectLink(at index: Int) { reports.append(.selectedLink(index)) }
    func eventDetailSceneDidToggleFavourite() { reports.append(.toggledFavourite) }
    func eventDetailSceneDidSelectRoomLocation() { reports.append(.selectedRoomLocation) }
    func eventDetailSceneDidSetPriority(high: Bool) { reports.append(.setPriority(high: high)) }
    func eventDetailSceneDidHide() { reports.append(.hid) }
    func eventDetailSceneDidShowAgain() { reports.append(.showedAgain) }
    func eventDetailSceneDidSelectHost(at index: Int) { reports.append(.selectedHost(index)) }
}

/// Records what a console preload scene reported, in order.
@MainActor
final class CapturingPreloadSceneDelegate: PreloadSceneDelegate {
    enum Report: Equatable {
        case loaded, requestedRetry, requestedCancel
    }

    private(set) var reports: [Report] = []

    func preloadSceneDidLoad() { reports.append(.loaded) }
    func preloadSceneDidRequestRetry() { reports.append(.requestedRetry) }
    func preloadSceneDidRequestCancel() { reports.append(.requestedCancel) }
}

/// Records what a console dealers scene reported, in order.
@MainActor
final class CapturingDealersSceneDelegate: DealersSceneDelegate {
    enum Report: Equatable {
        case loaded, searched(String), toggledCategory(Int), activatedAllCategories, selectedLetter(Int?)
        case selectedDealer(id: String), selectedPage(Int)
    }

    private(set) var reports: [Report] = []

    func dealersSceneDidLoad() { reports.append(.loaded) }
    func dealersSceneDidChangeSearchText(_ text: String) { reports.append(.searched(text)) }
    func dealersSceneDidToggleCategory(at index: Int) { reports.append(.toggledCategory(index)) }
    func dealersSceneDidActivateAllCategories() { reports.append(.activatedAllCategories) }
    func dealersSceneDidSelectLetter(at index: Int?) { reports.append(.selectedLetter(index)) }
    func dealersSceneDidSelectPage(at index: Int) { reports.append(.selectedPage(index)) }
    func dealersSceneDidSelectDealer(id: String) { reports.append(.selectedDealer(id: id)) }
}

/// Records what a console dealer detail scene reported, in order.
@MainActor
final class CapturingDealerDetailSceneDelegate: DealerDetailSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedLocation, selectedLink(Int)
    }

    private(set) var reports: [Report] = []

    func dealerDetailSceneDidLoad() { reports.append(.loaded) }
    func dealerDetailSceneDidSelectLocation() { reports.append(.selectedLocation) }
    func dealerDetailSceneDidSelectLink(at index: Int) { reports.append(.selectedLink(index)) }
}

/// Records what a console maps scene reported, in order.
@MainActor
final class CapturingMapsSceneDelegate: MapsSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedMap(id: String)
    }

    private(set) var reports: [Report] = []

    func mapsSceneDidLoad() { reports.append(.loaded) }
    func mapsSceneDidSelectMap(id: String) { reports.append(.selectedMap(id: id)) }
}

/// Records what a console map detail scene reported, in order.
@MainActor
final class CapturingMapDetailSceneDelegate: MapDetailSceneDelegate {
    enum Report: Equatable {
        case loaded, tapped(x: Int, y: Int), selectedTapResult(id: String)
    }

    private(set) var reports: [Report] = []

    func mapDetailSceneDidLoad() { reports.append(.loaded) }
    func mapDetailSceneDidTap(x: Int, y: Int) { reports.append(.tapped(x: x, y: y)) }
    func mapDetailSceneDidSelectTapResult(id: String) { reports.append(.selectedTapResult(id: id)) }
}

/// Records what a console announcements scene reported, in order.
@MainActor
final class CapturingAnnouncementsSceneDelegate: AnnouncementsSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedAnnouncement(id: String)
    }

    private(set) var reports: [Report] = []

    func announcementsSceneDidLoad() { reports.append(.loaded) }
    func announcementsSceneDidSelectAnnouncement(id: String) { reports.append(.selectedAnnouncement(id: id)) }
}

/// Records what a console news detail scene reported, in order.
@MainActor
final class CapturingNewsDetailSceneDelegate: NewsDetailSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedLink(Int)
    }

    private(set) var reports: [Report] = []

    func newsDetailSceneDidLoad() { reports.append(.loaded) }
    func newsDetailSceneDidSelectLink(at index: Int) { reports.append(.selectedLink(index)) }
}

/// Records what a console timetable scene reported, in order.
@MainActor
final class CapturingTimetableSceneDelegate: TimetableSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedDay(Int), selectedEvent(id: String), choseRooms([Int])
    }

    private(set) var reports: [Report] = []

    func timetableSceneDidLoad() { reports.append(.loaded) }
    func timetableSceneDidSelectDay(at index: Int) { reports.append(.selectedDay(index)) }
    func timetableSceneDidSelectEvent(id: String) { reports.append(.selectedEvent(id: id)) }
    func timetableSceneDidChooseRooms(at indexes: [Int]) { reports.append(.choseRooms(indexes)) }
}
