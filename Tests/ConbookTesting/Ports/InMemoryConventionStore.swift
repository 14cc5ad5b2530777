public import ConbookCore

/// A store that keeps everything in memory; it passes the same contract suite as the on-disk stores.
///
/// It answers from the `StoredConvention` it holds with the Core's own rules, exactly (a selection
/// gets just the entities it picks), and counts reads of every event, so tests can tell when the
/// Core read the whole convention. Set `failsWrites` to simulate a full disk: writes then throw
/// and change nothing.
public final class InMemoryConventionStore: ConventionStore, AttendeeStore {
    /// What the store holds, as the updates it applied made it.
    public private(set) var convention: StoredConvention?
    /// The update the last successful `apply(_:)` applied.
    public private(set) var lastUpdate: ConventionUpdate?
    /// What a successful `saveFavourites` stored last.
    public private(set) var favourites: Set<Event.ID>
    /// What a successful `saveAnnouncementReads` stored last.
    public private(set) var announcementReads: [Announcement.ID: Instant] = [:]
    /// What a successful `saveEventPriorities` stored last.
    public private(set) var priorities: [Event.ID: EventPriority] = [:]
    /// What a successful `saveHiddenItems` stored last.
    public private(set) var hiddenItems = HiddenItems.none
    /// What a successful `saveFriendsLists` stored last.
    public private(set) var friendsLists = FriendsLists.none
    /// What a successful `saveGivenReminders` stored last.
    public private(set) var givenReminders: Set<GivenReminder> = []
    /// How many times every event was read (the whole schedule).
    public private(set) var wholeLoadCount = 0
    /// When set, reading events (`events(matching:in:)`, `entities(_:)`) throws
    /// `StoreError.unreadable` with this reason.
    public var unreadableEventsReason: String?
    /// When true, every write throws `StoreError.writeFailed` and stores nothing.
    public var failsWrites = false
    /// When set, every load throws `StoreError.unreadable` with this reason.
    public var unreadableReason: String?

    /// Creates a store, optionally holding data already.
    public init(convention: StoredConvention? = nil, favourites: Set<Event.ID> = []) {
        self.convention = convention
        self.favourites = favourites
    }

    public func loadOutline() throws(StoreError) -> ConventionOutline? {
        try checkReadable()
        return convention?.outline
    }

    public func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) throws(StoreError) -> [Entity] {
        try checkEventsReadable()
        if selection == .all, Entity.self == Event.self {
            wholeLoadCount += 1
        }
        return (convention?.content ?? .empty).entities(selection)
    }

    public func dealers(matching query: DealerQuery) throws(StoreError) -> [Dealer] {
        try checkEventsReadable()
        return (convention?.content ?? .empty).dealers(matching: query)
    }

    public func knowledgeEntries(matching query: KnowledgeQuery) throws(StoreError) -> [KnowledgeEntry] {
        try checkEventsReadable()
        return (convention?.content ?? .empty).knowledgeEntries(matching: query)
    }

    public func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage {
        try checkEventsReadable()
        return (convention?.content ?? .empty).events(matching: query, in: range)
    }

    public func removeContent() throws(StoreError) {
        try checkWritable()
        convention = nil
    }

    public func apply(_ update: ConventionUpdate) throws(StoreError) {
        try checkWritable()
        convention = convention.map { $0.applying(update) } ?? StoredConvention(update)
        lastUpdate = update
    }

    public func loadFavourites() throws(StoreError) -> Set<Event.ID> {
        try checkReadable()
        return favourites
    }

    public func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) {
        try checkWritable()
        self.favourites = favourites
    }

    public func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] {
        try checkReadable()
        return announcementReads
    }

    public func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) {
        try checkWritable()
        announcementReads = reads
    }

    public func loadEventPriorities() throws(StoreError) -> [Event.ID: EventPriority] {
        try checkReadable()
        return priorities
    }

    public func saveEventPriorities(_ priorities: [Event.ID: EventPriority]) throws(StoreError) {
        try checkWritable()
        self.priorities = priorities
    }

    public func loadHiddenItems() throws(StoreError) -> HiddenItems {
        try checkReadable()
        return hiddenItems
    }

    public func saveHiddenItems(_ items: HiddenItems) throws(StoreError) {
        try checkWritable()
        hiddenItems = items
    }

    public func loadFriendsLists() throws(StoreError) -> FriendsLists {
        try checkReadable()
        return friendsLists
    }

    public func saveFriendsLists(_ lists: FriendsLists) throws(StoreError) {
        try checkWritable()
        friendsLists = lists
    }

    public func loadGivenReminders() throws(StoreError) -> Set<GivenReminder> {
        try checkReadable()
        return givenReminders
    }

    public func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError) {
        try checkWritable()
        givenReminders = reminders
    }

    /// How many times another program saved (`saveAsAnotherProgram(_:)`): the store's revision of
    /// others' saves; nil until one did, as for a store only this program uses.
    public private(set) var othersSaves: Int?

    /// Saves as another program over the same store would (the console beside `conbook serve`):
    /// the marks change behind the Core's back, and the revision of others' saves moves on.
    public func saveAsAnotherProgram(_ save: (InMemoryConventionStore) throws(StoreError) -> Void) throws(StoreError) {
        try save(self)
        othersSaves = (othersSaves ?? 0) + 1
    }

    public func revisionOfOthersSaves() throws(StoreError) -> Int? {
        try checkReadable()
        return othersSaves
    }

    private func checkReadable() throws(StoreError) {
        if let unreadableReason {
            throw .unreadable(location: "memory", reason: unreadableReason)
        }
    }

    private func checkEventsReadable() throws(StoreError) {
        try checkReadable()
        if let unreadableEventsReason {
            throw .unreadable(location: "memory", reason: unreadableEventsReason)
        }
    }

    private func checkWritable() throws(StoreError) {
        if failsWrites {
            throw .writeFailed(location: "memory", reason: "simulated write failure")
        }
    }
}
