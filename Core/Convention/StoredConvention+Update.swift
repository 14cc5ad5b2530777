extension StoredConvention {
    /// The convention an update creates in a store that holds nothing yet.
    public init(_ update: ConventionUpdate) {
        self = StoredConvention(
            conventionIdentifier: update.conventionIdentifier, lastServerTime: update.lastServerTime, content: .empty
        ).applying(update)
    }

    /// The convention with an update applied: the rule every `ConventionStore.apply(_:)` follows.
    public func applying(_ update: ConventionUpdate) -> StoredConvention {
        var result = self
        for kind in update.kinds {
            func apply<Entity: SyncedEntity>(_ type: Entity.Type) {
                result.content[Entity.self] = update[Entity.self].applied(to: content[Entity.self])
            }
            apply(kind.entityType)
        }
        for kind in update.kindsWithNewChangeMarks {
            func replace<Entity: ChangeTracked>(_ type: Entity.Type) {
                if let marks = update[changesOf: Entity.self] {
                    result[changesOf: Entity.self] = marks
                }
            }
            if let tracked = kind.entityType as? any ChangeTracked.Type {
                replace(tracked)
            }
        }
        result.content.details = update.details
        result.conventionIdentifier = update.conventionIdentifier
        result.lastServerTime = update.lastServerTime
        result.sourceVersion = update.sourceVersion
        result.baseline = update.baseline
        result.skipped = update.skipped
        result.removedFavourites = update.removedFavourites
        return result
    }
}
