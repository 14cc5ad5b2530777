public import ConbookCore

/// What the announcements module tells whoever shows it.
@MainActor
public protocol AnnouncementsModuleDelegate: AnyObject {
    /// The user chose an announcement.
    func announcementsModuleDidSelectAnnouncement(_ announcement: Announcement.ID)
}
