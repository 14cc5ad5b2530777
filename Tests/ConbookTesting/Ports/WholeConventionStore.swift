public import ConbookCore

/// A store that loads whole, as a simple store an embedder writes might: every selection is
/// answered with every entity of its kind (the port allows more than was picked), so the Core's
/// syncs read, compare and write more than they need, and must still end where they end with a
/// store that answers exactly (`InMemoryConventionStore`).
public final class WholeConventionStore: ConventionStore, AttendeeStore {
    /// The in-memory store underneath, to look at what was saved.
    public let inner: InMemoryConventionStore

    /// Creates a store, optionally holding data already.
    public init(convention: StoredConvention? = nil, favourites: Set<Event.ID> = []) {
        inner = InMemoryConventionStore(convention: convention, favourites: favourites)
    }

    public func loadOutline() throws(StoreError) -> ConventionOutline? { try inner.loadOutline() }
    public func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) throws(StoreError) -> [Entity] {
        try inner.entities(EntitySelection<Entity>.all)
    }
    public func dealers(matching query: DealerQuery) throws(StoreError) -> [Dealer] {
        try inner.dealers(matching: .all)
    }
    public func knowledgeEntries(matching query: KnowledgeQuery) throws(StoreError) -> [KnowledgeEntry] {
        try inner.knowledgeEntries(matching: KnowledgeQuery(words: []))
    }
    public func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage {
        try inner.events(matching: query, in: range)
    }
    public func apply(_ update: ConventionUpdate) throws(StoreError) { try inner.apply(update) }
    public func removeContent() throws(StoreError) { try inner.removeContent() }
    public func loadFavourites() throws(StoreError) -> Set<Event.ID> { try inner.loadFavourites() }
    public func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) { try inner.saveFavourites(favourites) }
    public func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] {
        try inner.loadAnnouncementReads()
    }
    public func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) {
        try inner.saveAnnouncementReads(reads)
    }
    public func loadEventPriorities() throws(StoreError) -> [Event.ID: EventPriority] {
        try inner.loadEventPriorities()
    }
    public func saveEventPriorities(_ priorities: [Event.ID: EventPriority]) throws(StoreError) {
        try inner.saveEventPriorities(priorities)
    }
    public func loadHiddenItems() throws(StoreError) -> HiddenItems {
        try inner.loadHiddenItems()
    }
    public func saveHiddenItems(_ items: HiddenItems) throws(StoreError) {
        try inner.saveHiddenItems(items)
    }
    public func loadFriendsLists() throws(StoreError) -> FriendsLists {
        try inner.loadFriendsLists()
    }
    public func saveFriendsLists(_ lists: FriendsLists) throws(StoreError) {
        try inner.saveFriendsLists(lists)
    }
    public func loadGivenReminders() throws(StoreError) -> Set<GivenReminder> {
        try inner.loadGivenReminders()
    }
    public func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError) {
        try inner.saveGivenReminders(reminders)
    }
}
