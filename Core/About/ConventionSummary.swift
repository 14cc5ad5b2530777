/// The stored convention at a glance: what it is, when it was last synced, and how much it holds.
public struct ConventionSummary: Hashable, Sendable {
    /// How many entities of one kind the convention holds.
    public struct Count: Hashable, Sendable {
        /// The kind counted.
        public var entityKind: AnyEntityKind
        /// The kind, in words, plural: `events`, `knowledge entries`.
        public var kind: String
        /// How many.
        public var count: Int

        /// Creates a count.
        public init(entityKind: AnyEntityKind, kind: String, count: Int) {
            self.entityKind = entityKind
            self.kind = kind
            self.count = count
        }
    }

    /// The convention's identifier, e.g. `EF27`.
    public var identifier: ConventionIdentifier
    /// Its name, when the source gave one.
    public var title: String?
    /// The time of the last successful sync: the source's clock, or this machine's when the source
    /// has none (`isLastSyncSourceTime`).
    public var lastSync: Instant
    /// Whether `lastSync` was read from the source's clock (false: this machine's).
    public var isLastSyncSourceTime: Bool
    /// How final the source says the data is, when it says.
    public var publicationState: PublicationState?
    /// How many entities of each kind it holds, in a fixed order: events, days, rooms, tracks,
    /// announcements, dealers, maps, knowledge groups, knowledge entries, images.
    public var counts: [Count]

    /// Creates a summary.
    public init(
        identifier: ConventionIdentifier, title: String?, lastSync: Instant, isLastSyncSourceTime: Bool = true,
        publicationState: PublicationState? = nil, counts: [Count]
    ) {
        self.identifier = identifier
        self.title = title
        self.lastSync = lastSync
        self.isLastSyncSourceTime = isLastSyncSourceTime
        self.publicationState = publicationState
        self.counts = counts
    }

    /// How many entities of a kind it holds (0 for a kind it does not count).
    public func count<Entity: SyncedEntity>(of type: Entity.Type) -> Int {
        counts.first { $0.entityKind == AnyEntityKind(type) }?.count ?? 0
    }
}
