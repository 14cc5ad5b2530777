/// An announcement as listed for browsing, with whether the user has read this version of it.
public struct ListedAnnouncement: Hashable, Sendable {
    /// The announcement.
    public var announcement: Announcement
    /// Whether the user read it as it is now (one changed since it was read is unread again).
    public var isRead: Bool

    /// Creates a listed announcement.
    public init(announcement: Announcement, isRead: Bool) {
        self.announcement = announcement
        self.isRead = isRead
    }
}
