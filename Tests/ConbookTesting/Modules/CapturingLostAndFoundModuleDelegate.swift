public import ConbookCore
public import ConbookLostAndFound

/// Records what the Lost & Found module reported.
@MainActor
public final class CapturingLostAndFoundModuleDelegate: LostAndFoundModuleDelegate {
    /// The links followed (the items' pictures), in order.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []
    /// How many times the user asked to log in.
    public private(set) var loginRequests = 0

    /// Creates the delegate.
    public init() {}

    public func lostAndFoundModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }

    public func lostAndFoundModuleDidAskToLogIn() {
        loginRequests += 1
    }
}
