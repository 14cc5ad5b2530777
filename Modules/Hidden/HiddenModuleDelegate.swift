public import ConbookCore

/// What the Hidden module tells whoever shows it.
@MainActor
public protocol HiddenModuleDelegate: AnyObject {
    /// The user chose a hidden event that is still in the schedule.
    func hiddenModuleDidSelectEvent(_ event: Event.ID)
}
