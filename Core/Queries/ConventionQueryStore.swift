/// Port: a store that reads a convention in parts, so that opening a large convention does not
/// decode every event. Optional: the Core loads a plain `ConventionStore` whole.
///
/// What it answers must be what `loadConvention()` would give: `loadOutline()` equals
/// `ConventionOutline(of:)` of the loaded convention, and `events(matching:in:)` equals
/// `ConventionContent.events(matching:in:)` over its content; after `apply(_:)`, it holds what
/// `StoredConvention.applying(_:)` says. The Core still calls `loadConvention()` when a sync
/// needs everything (one that replaces a kind of entity wholesale, such as a full re-sync).
public protocol ConventionQueryStore: ConventionStore {
    /// The stored convention without its events, or nil when nothing has been synced yet.
    /// - Throws: `StoreError.unreadable` when stored data exists but cannot be read.
    func loadOutline() throws(StoreError) -> ConventionOutline?

    /// The events matching a query, in schedule order, limited to a range, with the total count.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage

    /// Applies what one sync changed in one atomic step, without the whole convention; on failure
    /// nothing changes.
    /// - Throws: `StoreError.writeFailed` when it cannot be saved.
    func apply(_ update: ConventionUpdate) throws(StoreError)
}
