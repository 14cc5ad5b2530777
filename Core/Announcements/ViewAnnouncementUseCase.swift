/// Use case: look at one announcement in full, and mark it read as the user opens it.
@MainActor
public struct ViewAnnouncementUseCase {
    let repository: ConventionRepository
    let clock: any WallClock

    /// The announcement, whatever its validity (an expired one, or an upcoming one reached by its
    /// identifier); nil when it is not (or no longer) in the convention.
    public func announcement(_ id: Announcement.ID) -> Announcement? {
        repository.outline?[Announcement.self][id]
    }

    /// Where the announcement stands at the clock's instant.
    public func validity(of announcement: Announcement) -> AnnouncementValidity {
        announcement.validity(at: clock.now)
    }

    /// Whether the user has read this version of the announcement.
    public func isRead(_ announcement: Announcement) -> Bool {
        repository.isRead(announcement)
    }

    /// Marks the announcement read as it is stored now; observers hear `.announcementsRead` when
    /// that changed anything. An unknown identifier, or a version already read, changes nothing.
    /// - Throws: `StoreError` when the read mark cannot be saved; nothing changes then (the
    ///   announcement stays unread, the marks saved before are kept).
    public func markAsRead(_ id: Announcement.ID) throws(StoreError) {
        guard let announcement = announcement(id) else { return }
        try repository.markRead([announcement])
    }
}
