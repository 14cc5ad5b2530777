import ConbookCore
import ConbookSchedule

/// The schedule module's delegate; nothing is selected during a benchmark.
@MainActor
final class IgnoringScheduleDelegate: ScheduleModuleDelegate {
    func scheduleModuleDidSelectEvent(_ event: Event.ID) {}
}
