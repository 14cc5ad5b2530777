public import ConbookCore

/// What the FreeTime module tells whoever shows it.
@MainActor
public protocol FreeTimeModuleDelegate: AnyObject {
    /// The user chose an event that fits in a gap.
    func freeTimeModuleDidSelectEvent(_ event: Event.ID)
}
