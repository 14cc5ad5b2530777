/// Something that happened to the convention's data, as observers are told.
public enum ConventionChange: Hashable, Sendable {
    /// The schedule, announcements or other content were replaced by a sync.
    case contentUpdated
    /// An event became or stopped being a favourite.
    case favouritesChanged
    /// Events, rooms, tracks or languages were hidden or shown again (`HideItemsUseCase`).
    case hiddenItemsChanged
    /// A friend's list was kept or forgotten (`FriendsListsUseCase`).
    case friendsListsChanged
    /// Announcements were marked as read.
    case announcementsRead
    /// The user's settings changed.
    case settingsChanged
    /// Images were downloaded or forgotten.
    case imagesUpdated
    /// Reading events from the store failed after it was opened (listings came back empty).
    case readFailed(StoreError)
    /// A sync moved on.
    case syncProgressed(SyncProgress)
    /// A sync ended, with what it changed or why it failed.
    case syncFinished(Result<SyncSummary, SyncError>)
    /// The attendee logged in or out (also when the server stopped accepting the login).
    case accountChanged
    /// The attendee's private messages or their read marks changed.
    case messagesUpdated

    /// Whether listings of events may read differently after it: the content, the favourites or
    /// what is hidden or the friends' lists changed.
    public var changesEventListings: Bool {
        self == .contentUpdated || self == .favouritesChanged || self == .hiddenItemsChanged
            || self == .friendsListsChanged
    }
}
