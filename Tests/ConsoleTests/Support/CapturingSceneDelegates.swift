import ConbookEventDetail
import ConbookNews
import ConbookPreload
import ConbookSchedule

/// Records what a console news scene reported, in order.
@MainActor
final class CapturingNewsSceneDelegate: NewsSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedRow(section: Int, row: Int), markedAnnouncementsRead, requestedRefresh
    }

    private(set) var reports: [Report] = []

    func newsSceneDidLoad() { reports.append(.loaded) }
    func newsSceneDidSelectRow(section: Int, row: Int) { reports.append(.selectedRow(section: section, row: row)) }
    func newsSceneDidMarkAnnouncementsRead() { reports.append(.markedAnnouncementsRead) }
    func newsSceneDidRequestRefresh() { reports.append(.requestedRefresh) }
}

/// Records what a console schedule scene reported, in order.
@MainActor
final class CapturingScheduleSceneDelegate: ScheduleSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedDay(Int), selectedEvent(section: Int, row: Int), selectedPage(Int), searched(String)
        case favouritesOnly(Bool), selectedTrack(Int?), selectedRoom(Int?), clearedFilters, requestedRefresh
    }

    private(set) var reports: [Report] = []

    func scheduleSceneDidLoad() { reports.append(.loaded) }
    func scheduleSceneDidSelectDay(at index: Int) { reports.append(.selectedDay(index)) }
    func scheduleSceneDidSelectEvent(section: Int, row: Int) {
        reports.append(.selectedEvent(section: section, row: row))
    }
    func scheduleSceneDidSelectPage(at index: Int) { reports.append(.selectedPage(index)) }
    func scheduleSceneDidChangeSearchText(_ text: String) { reports.append(.searched(text)) }
    func scheduleSceneDidChangeFavouritesOnly(_ isOn: Bool) { reports.append(.favouritesOnly(isOn)) }
    func scheduleSceneDidSelectTrack(at index: Int?) { reports.append(.selectedTrack(index)) }
    func scheduleSceneDidSelectRoom(at index: Int?) { reports.append(.selectedRoom(index)) }
    func scheduleSceneDidClearFilters() { reports.append(.clearedFilters) }
    func scheduleSceneDidRequestRefresh() { reports.append(.requestedRefresh) }
}

/// Records what a console event detail scene reported, in order.
@MainActor
final class CapturingEventDetailSceneDelegate: EventDetailSceneDelegate {
    enum Report: Equatable {
        case loaded, toggledFavourite
    }

    private(set) var reports: [Report] = []

    func eventDetailSceneDidLoad() { reports.append(.loaded) }
    func eventDetailSceneDidToggleFavourite() { reports.append(.toggledFavourite) }
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
