/// The attendee store of a guide for everyone (a convention's public guide): nobody's marks. It
/// holds no favourites, read marks, priorities, hidden items or friends' lists, and refuses to keep
/// any (`StoreError.writeFailed`), so that nothing a visitor does is kept on the server.
///
/// ```swift
/// let guide = try Conbook(api: api, store: store, attendeeStore: NoAttendeeStore(), clock: clock, …)
/// ```
public final class NoAttendeeStore: AttendeeStore {
    private let revisions: (any AttendeeStore)?

    /// Creates the store.
    /// - Parameter revisions: a store on the same data whose `revisionOfOthersSaves()` this one
    ///   answers (so that a Core over it still catches up with what another program saved, such as
    ///   another language's Core syncing); nil when there is none.
    public init(revisionsOf revisions: (any AttendeeStore)? = nil) {
        self.revisions = revisions
    }

    /// The revision of the store given, if any.
    public func revisionOfOthersSaves() throws(StoreError) -> Int? {
        try revisions?.revisionOfOthersSaves()
    }

    /// None.
    public func loadFavourites() throws(StoreError) -> Set<Event.ID> { [] }

    /// Refused: a guide for everyone keeps no one's favourites.
    public func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) { throw refusal }

    /// None.
    public func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] { [:] }

    /// Refused: a guide for everyone keeps no one's read marks.
    public func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) { throw refusal }

    /// None.
    public func loadGivenReminders() throws(StoreError) -> Set<GivenReminder> { [] }

    /// Refused: a guide for everyone gives no reminders.
    public func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError) { throw refusal }

    /// None.
    public func loadEventPriorities() throws(StoreError) -> [Event.ID: EventPriority] { [:] }

    /// Refused: a guide for everyone keeps no one's priorities.
    public func saveEventPriorities(_ priorities: [Event.ID: EventPriority]) throws(StoreError) { throw refusal }

    /// None.
    public func loadHiddenItems() throws(StoreError) -> HiddenItems { HiddenItems() }

    /// Refused: a guide for everyone hides nothing for anyone.
    public func saveHiddenItems(_ items: HiddenItems) throws(StoreError) { throw refusal }

    /// None.
    public func loadFriendsLists() throws(StoreError) -> FriendsLists { FriendsLists() }

    /// Refused: a guide for everyone keeps no one's friends.
    public func saveFriendsLists(_ lists: FriendsLists) throws(StoreError) { throw refusal }

    private var refusal: StoreError {
        .writeFailed(location: "a guide for everyone", reason: "it keeps nothing personal")
    }
}
