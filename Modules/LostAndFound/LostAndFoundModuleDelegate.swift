public import ConbookCore

/// What the Lost & Found module reports to whoever shows it (the Director).
@MainActor
public protocol LostAndFoundModuleDelegate: AnyObject {
    /// The user chose an item's picture link.
    func lostAndFoundModuleDidSelectLink(_ destination: ContentLink, named name: String)
    /// The user asked to log in (to see the lost & found).
    func lostAndFoundModuleDidAskToLogIn()
}
