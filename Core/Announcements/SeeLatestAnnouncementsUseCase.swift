/// Use case: read the organisers' current announcements, newest first.
@MainActor
public struct SeeLatestAnnouncementsUseCase {
    let repository: ConventionRepository
    let clock: any WallClock

    /// Announcements valid now, newest first, at most `limit` of them.
    public func latestAnnouncements(limit: Int = .max) -> [Announcement] {
        let now = clock.now
        return Array(repository.announcementsNewestFirst().filter { $0.isValid(at: now) }.prefix(limit))
    }

    /// Whether the user has read this version of the announcement (an announcement changed since
    /// it was read is unread again).
    public func isRead(_ announcement: Announcement) -> Bool {
        repository.isRead(announcement)
    }

    /// Marks announcements as read, as they are now.
    /// - Throws: `StoreError` when the read state cannot be saved; nothing changes then.
    public func markAsRead(_ ids: [Announcement.ID]) throws(StoreError) {
        try repository.markRead(ids.compactMap { repository.outline?[Announcement.self][$0] })
    }

    /// An announcement by identifier, valid or not.
    public func announcement(_ id: Announcement.ID) -> Announcement? {
        repository.outline?[Announcement.self][id]
    }
}
