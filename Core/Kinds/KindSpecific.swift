/// A value about one kind of synced entity, e.g. the table of every event (`EntityTable<Event>`)
/// or what a sync response says about days (`EntityChanges<Day>`). Collections of such values,
/// one per kind, hold every kind without naming any (`KindMap`).
public protocol KindSpecific: Hashable, Sendable {
    /// The kind of entity the value is about.
    associatedtype Entity: SyncedEntity
    /// The value that says nothing: an empty table, no changes.
    static var empty: Self { get }
    /// Whether this is the value that says nothing.
    var isEmpty: Bool { get }
}

extension KindSpecific {
    /// The kind of entity the value is about.
    public var kind: AnyEntityKind { AnyEntityKind(Entity.self) }
}
