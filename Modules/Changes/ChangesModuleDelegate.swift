public import ConbookCore

/// What the changes module tells whoever shows it.
@MainActor
public protocol ChangesModuleDelegate: AnyObject {
    /// The user chose a changed event that is still in the schedule.
    func changesModuleDidSelectEvent(_ event: Event.ID)
}
