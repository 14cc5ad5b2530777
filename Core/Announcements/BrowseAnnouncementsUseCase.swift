/// Use case: browse every announcement of the convention, newest change first, unread ones told
/// apart: the current ones, then the expired ones listed apart (upcoming ones wait until they are
/// valid; see `AnnouncementListing`).
@MainActor
public struct BrowseAnnouncementsUseCase {
    let repository: ConventionRepository
    let clock: any WallClock

    /// The announcements at the clock's instant; empty before the first sync.
    public func listing() -> AnnouncementListing {
        let now = clock.now
        var listing = AnnouncementListing.empty
        for announcement in repository.announcementsNewestFirst() {
            let listed = ListedAnnouncement(announcement: announcement, isRead: repository.isRead(announcement))
            switch announcement.validity(at: now) {
            case .current: listing.current.append(listed)
            case .expired: listing.expired.append(listed)
            case .upcoming: break
            }
        }
        return listing
    }
}
