/// What one save changes in a stored convention: the entities of each kind inserted, replaced or
/// removed, the change marks and removed favourites after it, and where the next sync continues.
/// A store applies it in one atomic step (`ConventionStore.apply(_:)`); `StoredConvention.applying(_:)`
/// is the rule.
public struct ConventionUpdate: Sendable, Hashable {
    /// Which convention this is.
    public var conventionIdentifier: ConventionIdentifier
    /// The server time of the applied response.
    public var lastServerTime: Instant
    /// The source's version of the applied response.
    public var sourceVersion: String?
    /// Whose view the data is after the update and when it was last synced in full.
    public var baseline: SyncBaseline?
    /// The convention's name and time zone after the update.
    public var details: ConventionDetails?
    /// The favourites removed from the schedule after the update, replacing the stored ones.
    public var removedFavourites: [Event.ID: RemovedFavourite]
    /// What syncs left out after the update, replacing the stored list.
    public var skipped: [SkippedEntity]
    private var entityUpdates = KindMap()
    private var changeMarks = KindMap()

    /// Creates an update that changes no entity and keeps the change marks.
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

    /// What turns one stored convention (nil: nothing stored) into another: the entities that
    /// differ, the change marks of every kind whose marks differ, and the rest of the new one.
    public init(from old: StoredConvention?, to new: StoredConvention) {
        self.init(
            conventionIdentifier: new.conventionIdentifier, lastServerTime: new.lastServerTime,
            sourceVersion: new.sourceVersion, details: new.content.details, removedFavourites: new.removedFavourites,
            baseline: new.baseline, skipped: new.skipped)
        let oldContent = old?.content ?? .empty
        for kind in Set(oldContent.kinds + new.content.kinds) {
            func diff<Entity: SyncedEntity>(_ type: Entity.Type) {
                self[Entity.self] = EntityUpdate(from: oldContent[Entity.self], to: new.content[Entity.self])
            }
            diff(kind.entityType)
        }
        for kind in Set((old?.kindsWithChangeMarks ?? []) + new.kindsWithChangeMarks) {
            func replace<Entity: ChangeTracked>(_ type: Entity.Type) {
                let marks = new[changesOf: Entity.self]
                if marks != old?[changesOf: Entity.self] ?? [:] {
                    self[changesOf: Entity.self] = marks
                }
            }
            if let tracked = kind.entityType as? any ChangeTracked.Type {
                replace(tracked)
            }
        }
    }

    /// The entities of a kind the update inserts, replaces or removes.
    public subscript<Entity: SyncedEntity>(_ type: Entity.Type) -> EntityUpdate<Entity> {
        get { entityUpdates[EntityUpdate<Entity>.self] }
        set { entityUpdates[EntityUpdate<Entity>.self] = newValue }
    }

    /// The change marks of a change-tracked kind after the update, replacing the stored ones; nil
    /// keeps them.
    public subscript<Entity: ChangeTracked>(changesOf type: Entity.Type) -> [Entity.ID: TrackedChange<Entity>]? {
        get { changeMarks[ChangeMarksReplacement<Entity>.self].changes }
        set { changeMarks[ChangeMarksReplacement<Entity>.self] = ChangeMarksReplacement(changes: newValue) }
    }

    /// The kinds whose entities the update changes.
    public var kinds: [AnyEntityKind] { entityUpdates.kinds }

    /// The change-tracked kinds whose marks the update replaces.
    public var kindsWithNewChangeMarks: [AnyEntityKind] { changeMarks.kinds }
}
