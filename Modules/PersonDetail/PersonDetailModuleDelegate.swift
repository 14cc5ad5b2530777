public import ConbookCore

/// What the PersonDetail module tells whoever shows it.
@MainActor
public protocol PersonDetailModuleDelegate: AnyObject {
    /// The user chose one of the person's events.
    func personDetailModuleDidSelectEvent(_ event: Event.ID)
    /// The user chose one of the person's links, or a link of their biography.
    func personDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
}
