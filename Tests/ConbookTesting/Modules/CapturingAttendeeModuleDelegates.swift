public import ConbookCore
public import ConbookLogin
public import ConbookMessageDetail
public import ConbookMessages

/// Records what the login module reported.
@MainActor
public final class CapturingLoginModuleDelegate: LoginModuleDelegate {
    /// How many times it reported a login.
    public private(set) var loginCount = 0
    /// How many times it reported the user gave up.
    public private(set) var cancelCount = 0

    /// Creates the delegate.
    public init() {}

    public func loginModuleDidLogIn() {
        loginCount += 1
    }

    public func loginModuleDidCancel() {
        cancelCount += 1
    }
}

/// Records what the messages module reported.
@MainActor
public final class CapturingMessagesModuleDelegate: MessagesModuleDelegate {
    /// The messages chosen, in order.
    public private(set) var selectedMessages: [PrivateMessage.ID] = []
    /// How many times the user asked to log in.
    public private(set) var loginRequests = 0

    /// Creates the delegate.
    public init() {}

    public func messagesModuleDidSelectMessage(_ message: PrivateMessage.ID) {
        selectedMessages.append(message)
    }

    public func messagesModuleDidAskToLogIn() {
        loginRequests += 1
    }
}

/// Records what the message detail module reported.
@MainActor
public final class CapturingMessageDetailModuleDelegate: MessageDetailModuleDelegate {
    /// The links followed, with their names, in order.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []

    /// Creates the delegate.
    public init() {}

    public func messageDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }
}
