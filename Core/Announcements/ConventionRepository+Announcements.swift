extension ConventionRepository {
    /// Every stored announcement, newest change first: by `lastChanged`, then by identifier, both
    /// descending.
    func announcementsNewestFirst() -> [Announcement] {
        guard let announcements = outline?[Announcement.self] else { return [] }
        return announcements.all.sorted { ($0.lastChanged, $0.id) > ($1.lastChanged, $1.id) }
    }

    /// Whether the user has read this version of an announcement (one changed since it was read
    /// is unread again).
    func isRead(_ announcement: Announcement) -> Bool {
        guard let read = announcementReads[announcement.id] else { return false }
        return read >= announcement.lastChanged
    }
}
