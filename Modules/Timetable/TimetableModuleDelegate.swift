public import ConbookCore

/// What the timetable module tells whoever shows it.
@MainActor
public protocol TimetableModuleDelegate: AnyObject {
    /// The user chose an event.
    func timetableModuleDidSelectEvent(_ event: Event.ID)
}
