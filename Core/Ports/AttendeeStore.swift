/// Port: keeps the attendee's own state about a convention between runs: favourites, the events'
/// priorities, the announcements read, the reminders given, what the attendee hid and the friends'
/// lists kept.
///
/// Apart from the synced content (`ConventionStore`), so that a new piece of personal state changes
/// this port alone. Marks name entities by identifier and are kept when those leave the convention
/// (an event cancelled and restored keeps its star), when the content is replaced by a sync and when
/// it is removed. One store may keep both (the SQLite store does, in one file); then writing one
/// never changes the other. `AttendeeStoreContract` checks an implementation.
///
/// Every write replaces one kind of mark whole and is atomic: after a failed write, the store
/// answers as before it.
public protocol AttendeeStore: AnyObject {
    /// The events the user marked as favourites (kept even when the event leaves the schedule).
    func loadFavourites() throws(StoreError) -> Set<Event.ID>

    /// Replaces the favourites in one atomic step.
    func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError)

    /// The announcements the user has read, each with the `lastChanged` of the version read (kept
    /// across re-syncs, like favourites).
    func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant]

    /// Replaces the read state of announcements in one atomic step.
    func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError)

    /// The reminders given (kept across re-syncs and removals of the content, like favourites).
    func loadGivenReminders() throws(StoreError) -> Set<GivenReminder>

    /// Replaces the reminders given in one atomic step.
    func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError)

    /// The priorities the user set on events (kept like favourites); events without one are normal.
    func loadEventPriorities() throws(StoreError) -> [Event.ID: EventPriority]

    /// Replaces the priorities in one atomic step.
    func saveEventPriorities(_ priorities: [Event.ID: EventPriority]) throws(StoreError)

    /// What the attendee hid (kept like favourites); nothing hidden when none was saved.
    func loadHiddenItems() throws(StoreError) -> HiddenItems

    /// Replaces what is hidden in one atomic step.
    func saveHiddenItems(_ items: HiddenItems) throws(StoreError)

    /// The friends' lists kept (kept like favourites); none when none was saved.
    func loadFriendsLists() throws(StoreError) -> FriendsLists

    /// Replaces the friends' lists in one atomic step.
    func saveFriendsLists(_ lists: FriendsLists) throws(StoreError)

    /// A number that differs from the one it gave before whenever another store over the same
    /// location (another program: the console beside `conbook serve`, `conbook watch`) saved since;
    /// this store's own saves need not change it. Nil when the store cannot tell (a store only
    /// this program uses).
    func revisionOfOthersSaves() throws(StoreError) -> Int?
}

extension AttendeeStore {
    /// A store only this program uses cannot tell of others' saves: nil.
    public func revisionOfOthersSaves() throws(StoreError) -> Int? { nil }
}
