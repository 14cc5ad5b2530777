public import ConbookCore

/// What the schedule module tells whoever shows it.
@MainActor
public protocol ScheduleModuleDelegate: AnyObject {
    /// The user chose an event.
    func scheduleModuleDidSelectEvent(_ event: Event.ID)
}
