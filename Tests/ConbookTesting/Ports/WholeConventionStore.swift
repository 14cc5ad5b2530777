public import ConbookCore

/// A store that only loads and saves whole conventions (no `ConventionQueryStore`), over an
/// in-memory one: the Core then keeps the whole convention in memory and applies every sync to
/// it, as it does with a store an embedder wrote without reading in parts.
public final class WholeConventionStore: ConventionStore {
    /// The in-memory store underneath, to look at what was saved.
    public let inner: InMemoryConventionStore

    /// Creates a store, optionally holding data already.
    public init(convention: StoredConvention? = nil, favourites: Set<Event.ID> = []) {
        inner = InMemoryConventionStore(convention: convention, favourites: favourites)
    }

    public func loadConvention() throws(StoreError) -> StoredConvention? { try inner.loadConvention() }
    public func saveConvention(_ convention: StoredConvention) throws(StoreError) { try inner.saveConvention(convention) }
    public func saveConvention(_ convention: StoredConvention, delta: ConventionDelta) throws(StoreError) {
        try inner.saveConvention(convention, delta: delta)
    }
    public func loadFavourites() throws(StoreError) -> Set<Event.ID> { try inner.loadFavourites() }
    public func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) { try inner.saveFavourites(favourites) }
    public func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] {
        try inner.loadAnnouncementReads()
    }
    public func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) {
        try inner.saveAnnouncementReads(reads)
    }
}
