public import ConbookAnnouncements
public import ConbookCore

/// Records what the announcements module reported.
@MainActor
public final class CapturingAnnouncementsModuleDelegate: AnnouncementsModuleDelegate {
    /// The announcements chosen, in order.
    public private(set) var selectedAnnouncements: [Announcement.ID] = []

    /// Creates the delegate.
    public init() {}

    public func announcementsModuleDidSelectAnnouncement(_ announcement: Announcement.ID) {
        selectedAnnouncements.append(announcement)
    }
}
