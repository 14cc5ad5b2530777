/// What the store keeps for one convention: its content, its change marks, the favourites syncs
/// took off the schedule, and where the next sync continues.
public struct StoredConvention: Sendable, Hashable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the last applied response: the `since` of the next delta.
    public var lastServerTime: Instant
    /// The content as of that response.
    public var content: ConventionContent
    /// Favourite events that syncs took off the schedule, as last seen, by event.
    public var removedFavourites: [Event.ID: RemovedFavourite]
    /// The source's own version of what was fetched (e.g. an HTTP `ETag`), opaque to the Core;
    /// handed back on the next fetch so an unchanged source can say so cheaply.
    public var sourceVersion: String?
    /// Whose view the data is and when it was last synced in full (nil when not known: stored by
    /// an older version, or never synced).
    public var baseline: SyncBaseline?
    /// What the source sent that syncs could not use and left out, as the store keeps it
    /// (`SkippedEntity.kept(_:after:skipped:)`): the last full answer's, and what later deltas added.
    public var skipped: [SkippedEntity]
    /// The change marks of every change-tracked kind.
    var changeMarks = KindMap()

    /// Creates a stored convention, without change marks (set them with `self[changesOf:]`).
    public init(
        conventionIdentifier: ConventionIdentifier, lastServerTime: Instant, content: ConventionContent,
        removedFavourites: [Event.ID: RemovedFavourite] = [:], sourceVersion: String? = nil,
        baseline: SyncBaseline? = nil, skipped: [SkippedEntity] = []
    ) {
        self.conventionIdentifier = conventionIdentifier
        self.lastServerTime = lastServerTime
        self.content = content
        self.removedFavourites = removedFavourites
        self.sourceVersion = sourceVersion
        self.baseline = baseline
        self.skipped = skipped
    }

    /// How the entities of a change-tracked kind differ from their version before the last sync
    /// that changed any, by entity.
    public subscript<Entity: ChangeTracked>(changesOf type: Entity.Type) -> [Entity.ID: TrackedChange<Entity>] {
        get { changeMarks[ChangeMarks<Entity>.self].changes }
        set { changeMarks[ChangeMarks<Entity>.self] = ChangeMarks(changes: newValue) }
    }

    /// The change-tracked kinds that have change marks.
    public var kindsWithChangeMarks: [AnyEntityKind] { changeMarks.kinds }

    /// What the convention's outline is: every outline entity, and counts of the others.
    public var outline: ConventionOutline { ConventionOutline(of: self) }
}
