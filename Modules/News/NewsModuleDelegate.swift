public import ConbookCore

/// What the news module tells whoever shows it.
@MainActor
public protocol NewsModuleDelegate: AnyObject {
    /// The user chose an event.
    func newsModuleDidSelectEvent(_ event: Event.ID)
    /// The user chose an announcement (to read it in full, which marks it read).
    func newsModuleDidSelectAnnouncement(_ announcement: Announcement.ID)
}
