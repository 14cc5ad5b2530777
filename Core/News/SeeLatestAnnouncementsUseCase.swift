/// Use case: read the organisers' current announcements, newest first.
@MainActor
public struct SeeLatestAnnouncementsUseCase {
    let repository: ConventionRepository
    let clock: any WallClock

    /// Announcements valid now, newest first, at most `limit` of them.
    public func latestAnnouncements(limit: Int = .max) -> [Announcement] {
        let now = clock.now
        return Array(
            repository.content.announcements.all
                .filter { $0.isValid(at: now) }
                .sorted { ($0.lastChanged, $0.id) > ($1.lastChanged, $1.id) }
                .prefix(limit)
        )
    }

    /// An announcement by identifier, valid or not.
    public func announcement(_ id: Announcement.ID) -> Announcement? {
        repository.content.announcements[id]
    }
}
