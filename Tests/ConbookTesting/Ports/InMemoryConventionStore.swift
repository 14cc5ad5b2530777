public import ConbookCore

/// A store that keeps everything in memory; it passes the same contract suite as the on-disk stores.
///
/// It reads in parts like the SQLite store (`ConventionQueryStore`, answered by the Core's own
/// rule) and counts whole loads, so tests can tell when the Core read every event.
/// Set `failsWrites` to simulate a full disk: writes then throw and change nothing.
public final class InMemoryConventionStore: ConventionQueryStore {
    /// What a successful `saveConvention` stored last.
    public private(set) var convention: StoredConvention?
    /// The delta the last save was told about (`.everything` for a plain save).
    public private(set) var lastDelta: ConventionDelta?
    /// The update the last successful `apply(_:)` applied.
    public private(set) var lastUpdate: ConventionUpdate?
    /// What a successful `saveFavourites` stored last.
    public private(set) var favourites: Set<Event.ID>
    /// What a successful `saveAnnouncementReads` stored last.
    public private(set) var announcementReads: [Announcement.ID: Instant] = [:]
    /// How many times `loadConvention()` read everything.
    public private(set) var wholeLoadCount = 0
    /// When set, reading events (`events(matching:in:)`) throws `StoreError.unreadable` with this reason.
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

    public func loadConvention() throws(StoreError) -> StoredConvention? {
        try checkReadable()
        wholeLoadCount += 1
        return convention
    }

    public func loadOutline() throws(StoreError) -> ConventionOutline? {
        try checkReadable()
        return convention.map(ConventionOutline.init(of:))
    }

    public func events(matching query: EventQuery, in range: PageRange) throws(StoreError) -> EventPage {
        try checkReadable()
        if let unreadableEventsReason {
            throw .unreadable(location: "memory", reason: unreadableEventsReason)
        }
        return (convention?.content ?? .empty).events(matching: query, in: range)
    }

    public func saveConvention(_ convention: StoredConvention) throws(StoreError) {
        try saveConvention(convention, delta: .everything)
    }

    public func saveConvention(_ convention: StoredConvention, delta: ConventionDelta) throws(StoreError) {
        try checkWritable()
        self.convention = convention
        lastDelta = delta
    }

    public func apply(_ update: ConventionUpdate) throws(StoreError) {
        try checkWritable()
        guard let convention else {
            throw .writeFailed(location: "memory", reason: "nothing is stored to apply a sync to")
        }
        self.convention = convention.applying(update)
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

    private func checkReadable() throws(StoreError) {
        if let unreadableReason {
            throw .unreadable(location: "memory", reason: unreadableReason)
        }
    }

    private func checkWritable() throws(StoreError) {
        if failsWrites {
            throw .writeFailed(location: "memory", reason: "simulated write failure")
        }
    }
}
