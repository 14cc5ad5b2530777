/// A private message the organisers sent to one attendee.
public struct PrivateMessage: Hashable, Sendable, Identifiable {
    /// Identifies a message at the server.
    public typealias ID = Identifier<PrivateMessage>

    /// The message's identifier.
    public var id: ID
    /// Who wrote it, e.g. `Con Ops`.
    public var authorName: String
    /// Its subject.
    public var subject: String
    /// Its text (Markdown).
    public var message: String
    /// When the attendee received it.
    public var receivedAt: Instant
    /// When it was read (here or on another device); nil while unread.
    public var readAt: Instant?

    /// Creates a message.
    public init(
        id: ID, authorName: String, subject: String, message: String, receivedAt: Instant, readAt: Instant? = nil
    ) {
        self.id = id
        self.authorName = authorName
        self.subject = subject
        self.message = message
        self.receivedAt = receivedAt
        self.readAt = readAt
    }

    /// Whether it is still unread.
    public var isUnread: Bool { readAt == nil }
}
