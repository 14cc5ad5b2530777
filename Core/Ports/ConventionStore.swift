/// Port: keeps a convention's synced data between runs (the attendee's own marks are
/// `AttendeeStore`'s).
///
/// The Core opens a store by its outline (every outline entity, counts of the rest) and reads the
/// other entities (events) as it needs them; every sync saves one `ConventionUpdate`. What a store
/// answers must be what `StoredConvention.applying(_:)` says of the updates it applied:
/// `loadOutline()` is `ConventionOutline(of:)` of that convention, `entities(_:)` gives at least the
/// entities a selection picks (`EntitySelection.matches(_:)`; more of the kind are allowed), and
/// `events(matching:in:)`, `dealers(matching:)`, `dealerPage(matching:in:)`, `dealerCategories()` and
/// `knowledgeEntries(matching:)` are the `ConventionContent` methods of those names over its content. A store that
/// loads everything at once can answer from a `StoredConvention` with those rules; one that reads
/// in parts (the SQLite store) answers from its indexes. `ConventionStoreContract` checks both.
///
/// Every write is atomic: after a failed or interrupted write, the store answers exactly as after
/// the previous successful one.
public protocol ConventionStore: AnyObject {
    /// The stored convention without the entities of kinds there may be many of, or nil when
    /// nothing has been synced yet.
    /// - Throws: `StoreError.unreadable` when stored data exists but cannot be read.
    func loadOutline() throws(StoreError) -> ConventionOutline?

    /// The stored entities of a kind a selection picks (a store may add others of the kind).
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func entities<Entity: SyncedEntity>(_ selection: EntitySelection<Entity>) throws(StoreError) -> [Entity]

    /// The events matching a query, in schedule order, limited to a range, with the total count.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage

    /// Every name among the events' hosts with the events naming it, in any order
    /// (`ConventionContent.eventHosts()`). The default reads every event; a store that keeps the
    /// hosts in a column of their own reads just that.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func eventHosts() throws(StoreError) -> [EventHost]

    /// At least the dealers matching a query (a store may add others), in any order.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func dealers(matching query: DealerQuery) throws(StoreError) -> [Dealer]

    /// A page of the dealers matching a query, A–Z, with the letters of the whole listing
    /// (`ConventionContent.dealerPage(matching:in:)`). The default sorts every match; a store that
    /// keeps the listing key in a sorted column reads only the page.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func dealerPage(matching query: DealerQuery, in range: PageRange) throws(StoreError) -> DealerPage

    /// Every category any dealer sells in, sorted (`ConventionContent.dealerCategories()`). The
    /// default reads every dealer; a store that keeps the categories in a column reads just that.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func dealerCategories() throws(StoreError) -> [String]

    /// At least the knowledge entries a search finds (a store may add others), in any order.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func knowledgeEntries(matching query: KnowledgeQuery) throws(StoreError) -> [KnowledgeEntry]

    /// Applies an update in one atomic step; on failure nothing changes. A store holding nothing
    /// yet starts from the convention the update creates (`StoredConvention(_:)`).
    /// - Throws: `StoreError.writeFailed` when it cannot be saved.
    func apply(_ update: ConventionUpdate) throws(StoreError)

    /// Forgets the convention's data (every entity, change mark and removed favourite) in one
    /// atomic step, keeping the user's favourites and read announcements; the store then holds
    /// nothing (`loadOutline()` is nil) until an update creates a convention again. On failure
    /// nothing changes.
    /// - Throws: `StoreError.writeFailed` when it cannot be done.
    func removeContent() throws(StoreError)
}

extension ConventionStore {
    /// The hosts of every event, read through `entities(_:)`.
    public func eventHosts() throws(StoreError) -> [EventHost] {
        ConventionContent(try entities(EntitySelection<Event>.all)).eventHosts()
    }

    /// A page of the dealers matching a query, from every match `dealers(matching:)` gives.
    public func dealerPage(matching query: DealerQuery, in range: PageRange) throws(StoreError) -> DealerPage {
        DealerPage(listing: try dealers(matching: query).filter(query.matches), in: range)
    }

    /// Every category of every dealer `dealers(matching:)` gives.
    public func dealerCategories() throws(StoreError) -> [String] {
        Set(try dealers(matching: .all).flatMap(\.categories)).sorted()
    }

    /// The whole stored convention (its outline and every entity of the other kinds), or nil when
    /// nothing is stored. Reads everything: for exports, imports and tests, not for listings.
    /// - Throws: `StoreError.unreadable` when stored data cannot be read.
    public func loadConvention() throws(StoreError) -> StoredConvention? {
        guard let outline = try loadOutline() else { return nil }
        var content = outline.content
        for kind in outline.kinds where !kind.isKeptInOutline {
            func read<Entity: SyncedEntity>(_ type: Entity.Type) throws(StoreError) {
                content[Entity.self] = EntityTable(try entities(EntitySelection<Entity>.all))
            }
            try read(kind.entityType)
        }
        return outline.storedConvention(holding: content)
    }

    /// Replaces the stored convention with another in one atomic step: applies the update from
    /// what is stored to it. For imports and tests; syncs save their own updates.
    /// - Throws: `StoreError` when what is stored cannot be read or the update cannot be saved.
    public func saveConvention(_ convention: StoredConvention) throws(StoreError) {
        try apply(ConventionUpdate(from: try loadConvention(), to: convention))
    }
}
