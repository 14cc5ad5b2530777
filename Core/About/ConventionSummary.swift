/// The stored convention at a glance: what it is, when it was last synced, and how much it holds.
public struct ConventionSummary: Hashable, Sendable {
    /// How many entities of one kind the convention holds.
    public struct Count: Hashable, Sendable {
        /// The kind counted (a front end words it).
        public var entityKind: AnyEntityKind
        /// How many.
        public var count: Int

        /// Creates a count.
        public init(entityKind: AnyEntityKind, count: Int) {
            self.entityKind = entityKind
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
    /// How many entities of each kind it holds, in the order of `ConventionKinds.all`: the events
    /// always, other kinds when it holds any.
    public var counts: [Count]
    /// The schedule's version, when the source gives one.
    public var scheduleVersion: String?
    /// What the server tells its apps (help, venue navigation, public Wi-Fi), when it does.
    public var appConfiguration: AppConfiguration?
    /// What the source sent that syncs could not use and left out, with where and why.
    public var skipped: [SkippedEntity] = []

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

    /// The counts a summary gives, from how many entities of each kind there are: the events
    /// always (none is worth saying), every other kind of `ConventionKinds` only when there are
    /// any (a convention without an artist alley does not list "0 artist alley tables"), in the
    /// order of `ConventionKinds`.
    public static func counts(_ count: (AnyEntityKind) -> Int) -> [Count] {
        ConventionKinds.all.compactMap { kind in
            let number = count(kind)
            guard number > 0 || kind == AnyEntityKind(Event.self) else { return nil }
            return Count(entityKind: kind, count: number)
        }
    }

    /// How many entities of a kind it holds (0 for a kind it does not count).
    public func count<Entity: SyncedEntity>(of type: Entity.Type) -> Int {
        counts.first { $0.entityKind == AnyEntityKind(type) }?.count ?? 0
    }
}
