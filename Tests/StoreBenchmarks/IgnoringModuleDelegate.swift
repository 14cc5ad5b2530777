import ConbookCore
import ConbookNews
import ConbookSchedule

/// The schedule and news modules' delegate; nothing is selected during a benchmark.
@MainActor
final class IgnoringModuleDelegate: ScheduleModuleDelegate, NewsModuleDelegate {
    func scheduleModuleDidSelectEvent(_ event: Event.ID) {}
    func newsModuleDidSelectEvent(_ event: Event.ID) {}
    func newsModuleDidSelectAnnouncement(_ announcement: Announcement.ID) {}
}
