public import ConbookCore

/// What the message detail module reports to whoever shows it (the Director).
@MainActor
public protocol MessageDetailModuleDelegate: AnyObject {
    /// The user chose a link inside the message (never one Conbook refuses).
    func messageDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
}
