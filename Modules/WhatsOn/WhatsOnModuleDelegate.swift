public import ConbookCore

/// What the What's on module tells whoever shows it.
@MainActor
public protocol WhatsOnModuleDelegate: AnyObject {
    /// The user chose an event.
    func whatsOnModuleDidSelectEvent(_ event: Event.ID)
}
