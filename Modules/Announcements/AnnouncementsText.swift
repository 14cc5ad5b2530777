public import ConbookModuleKit

/// Every text the Announcements module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`AnnouncementsTexts`).
public enum AnnouncementsText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case announcementsSectionTitle
    case announcementsEmpty
    case announcementsCurrent
    case announcementsExpired
    case announcementExpiredAt
    case announcementValidUntil
    case announcementsNone
    case announcementsUnreadCount
    case announcementsExpiredCount
    case announcementsNoneCurrent
    case announcementsCurrentCount
}
