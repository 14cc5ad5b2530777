/// How one entity of a change-tracked kind differs from its previous version.
public struct TrackedChange<Entity: ChangeTracked>: Hashable, Sendable {
    /// What kind of difference.
    public enum Kind: Hashable, Sendable {
        /// The entity was not in the previous version.
        case added
        /// The entity is gone (for an event: it was cancelled).
        case removed
        /// The entity is still there, with these parts changed.
        case changed(Set<Entity.Field>)
    }

    /// What happened.
    public var kind: Kind
    /// The entity as it was (nil when added).
    public var previous: Entity?
    /// The entity as it is (nil when removed).
    public var current: Entity?

    /// Creates a change.
    public init(kind: Kind, previous: Entity?, current: Entity?) {
        self.kind = kind
        self.previous = previous
        self.current = current
    }

    /// The changed entity's identifier.
    public var entityID: Entity.ID {
        (current ?? previous)?.id ?? Entity.ID("")
    }

    /// The changed parts in their declared order (empty unless `kind` is `.changed`).
    public var changedFields: [Entity.Field] {
        guard case .changed(let fields) = kind else { return [] }
        return Entity.Field.allCases.filter(fields.contains)
    }

    /// The change between two versions of an entity; nil when they do not differ in a tracked part.
    public init?(from previous: Entity?, to current: Entity?) {
        switch (previous, current) {
        case (nil, let current?):
            self.init(kind: .added, previous: nil, current: current)
        case (let previous?, nil):
            self.init(kind: .removed, previous: previous, current: nil)
        case (let previous?, let current?):
            let fields = Entity.changedFields(from: previous, to: current)
            guard !fields.isEmpty else { return nil }
            self.init(kind: .changed(fields), previous: previous, current: current)
        case (nil, nil):
            return nil
        }
    }
}

/// How one event differs from the previous version of the schedule.
public typealias EventChange = TrackedChange<Event>
