/// A stored convention without the entities there may be many of (events): what opening the app
/// needs (days, rooms, tracks, announcements… whole; how many events there are and which days,
/// rooms and tracks they use; change marks; removed favourites), read without decoding every event.
public struct ConventionOutline: Sendable, Hashable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the last applied response.
    public var lastServerTime: Instant
    /// The source's version of the last applied response, if it has versions.
    public var sourceVersion: String?
    /// Whose view the data is and when it was last synced in full (nil when not known).
    public var baseline: SyncBaseline?
    /// The convention's name and time zone, when the source gave them.
    public var details: ConventionDetails?
    /// Favourite events that syncs took off the schedule.
    public var removedFavourites: [Event.ID: RemovedFavourite]
    /// What the source sent that syncs could not use and left out (see `StoredConvention.skipped`).
    public var skipped: [SkippedEntity]
    private var tables = KindMap()
    private var summaries: [AnyEntityKind: QueriedKindSummary] = [:]
    var changeMarks = KindMap()

    /// Creates an outline without entities; add them with the subscripts and `setSummary(_:)`.
    public init(
        conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, sourceVersion: String?,
        details: ConventionDetails?, removedFavourites: [Event.ID: RemovedFavourite] = [:],
        baseline: SyncBaseline? = nil, skipped: [SkippedEntity] = []
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.sourceVersion = sourceVersion
        self.details = details
        self.removedFavourites = removedFavourites
        self.baseline = baseline
        self.skipped = skipped
    }

    /// The outline of a whole stored convention: the rule every store's outline follows.
    public init(of stored: StoredConvention) {
        self.init(
            conventionIdentifier: stored.conventionIdentifier, lastServerTime: stored.lastServerTime,
            sourceVersion: stored.sourceVersion, details: stored.content.details,
            removedFavourites: stored.removedFavourites, baseline: stored.baseline, skipped: stored.skipped)
        changeMarks = stored.changeMarks
        for kind in stored.content.kinds {
            func add<Entity: SyncedEntity>(_ type: Entity.Type) {
                let table = stored.content[Entity.self]
                if kind.isKeptInOutline {
                    tables[EntityTable<Entity>.self] = table
                } else {
                    setSummary(QueriedKindSummary(of: table))
                }
            }
            add(kind.entityType)
        }
    }

    /// Every entity of an outline kind.
    public subscript<Entity: OutlineEntity>(_ type: Entity.Type) -> EntityTable<Entity> {
        get { tables[EntityTable<Entity>.self] }
        set { tables[EntityTable<Entity>.self] = newValue }
    }

    /// Records every entity of an outline kind known only at run time (a store building its outline).
    /// - Precondition: the kind is kept in the outline (`OutlineEntity`).
    public mutating func setTable<Entity: SyncedEntity>(_ table: EntityTable<Entity>) {
        precondition(AnyEntityKind(Entity.self).isKeptInOutline, "\(Entity.kind.name)s are not kept in the outline")
        tables[EntityTable<Entity>.self] = table
    }

    /// Records the summary of a kind the outline does not hold (none when it counts nothing).
    public mutating func setSummary(_ summary: QueriedKindSummary) {
        summaries[summary.kind] = summary.count == 0 ? nil : summary
    }

    /// How the entities of a change-tracked kind differ from their version before the last sync
    /// that changed any, by entity.
    public subscript<Entity: ChangeTracked>(changesOf type: Entity.Type) -> [Entity.ID: TrackedChange<Entity>] {
        get { changeMarks[ChangeMarks<Entity>.self].changes }
        set { changeMarks[ChangeMarks<Entity>.self] = ChangeMarks(changes: newValue) }
    }

    /// The kinds with stored entities: those the outline holds and those it summarises.
    public var kinds: [AnyEntityKind] {
        (tables.kinds + summaries.keys).sorted { $0.name < $1.name }
    }

    /// How many entities of a kind are stored.
    public func count<Entity: SyncedEntity>(of type: Entity.Type) -> Int {
        summaries[AnyEntityKind(type)]?.count ?? tables[EntityTable<Entity>.self].count
    }

    /// How many entities of a kind known only at run time are stored.
    public func count(of kind: AnyEntityKind) -> Int {
        func count<Entity: SyncedEntity>(_ type: Entity.Type) -> Int { self.count(of: type) }
        return count(kind.entityType)
    }

    /// The entities of a kind that entities of another kind refer to, e.g. the tracks in use by events.
    public func ids<Target: OutlineEntity, Referrer: SyncedEntity>(
        of target: Target.Type, referredToBy referrer: Referrer.Type
    ) -> Set<Target.ID> {
        let targetKind = AnyEntityKind(target)
        let raw =
            summaries[AnyEntityKind(referrer)]?.referencedIDs[targetKind]
            ?? QueriedKindSummary(of: tables[EntityTable<Referrer>.self]).referencedIDs[targetKind] ?? []
        return Set(raw.map { Target.ID($0) })
    }

    /// Its outline entities and details, as content (to which a reader adds the other kinds it reads).
    var content: ConventionContent {
        var content = ConventionContent(details: details)
        for kind in tables.kinds {
            func copy<Entity: SyncedEntity>(_ type: Entity.Type) {
                content[Entity.self] = tables[EntityTable<Entity>.self]
            }
            copy(kind.entityType)
        }
        return content
    }

    /// The stored convention this outlines, holding some content (its outline entities and those
    /// of other kinds that were read).
    func storedConvention(holding content: ConventionContent) -> StoredConvention {
        var stored = StoredConvention(
            conventionIdentifier: conventionIdentifier, lastServerTime: lastServerTime, content: content,
            removedFavourites: removedFavourites, sourceVersion: sourceVersion, baseline: baseline, skipped: skipped)
        stored.changeMarks = changeMarks
        return stored
    }

    /// Every entity of a kind that some stored entity refers to, by any of its references (e.g.
    /// every image an event, a dealer, an announcement or a map uses).
    public func referencedIDs<Target: SyncedEntity>(of target: Target.Type) -> Set<Target.ID> {
        let targetKind = AnyEntityKind(target)
        var raw: Set<String> = []
        for kind in kinds {
            if let summary = summaries[kind] {
                raw.formUnion(summary.referencedIDs[targetKind] ?? [])
            } else {
                func add<Entity: SyncedEntity>(_ type: Entity.Type) {
                    raw.formUnion(QueriedKindSummary(of: tables[EntityTable<Entity>.self]).referencedIDs[targetKind] ?? [])
                }
                add(kind.entityType)
            }
        }
        return Set(raw.map { Target.ID($0) })
    }

    /// The days in calendar order.
    public var daysInOrder: [Day] {
        self[Day.self].all.sorted { ($0.date, $0.name, $0.id) < ($1.date, $1.name, $1.id) }
    }
}
