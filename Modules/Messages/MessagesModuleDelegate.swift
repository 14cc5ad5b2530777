public import ConbookCore

/// What the messages module reports to whoever shows it (the Director).
@MainActor
public protocol MessagesModuleDelegate: AnyObject {
    /// The user chose a message.
    func messagesModuleDidSelectMessage(_ message: PrivateMessage.ID)
    /// The user asked to log in (to see their messages).
    func messagesModuleDidAskToLogIn()
}
