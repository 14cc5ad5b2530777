/// An entity a convention's data source syncs: a day, a room, an event, an announcement…
///
/// A kind of entity lives in one place: its type conforms here, and its `kind` says what the Core
/// must know to sync it (its name, what it refers to). The sync, the store port, the contract
/// suites and the change tracking then handle it without naming it: adding a kind means adding
/// its type, mapping it from the wire, and giving it a table in the store.
public protocol SyncedEntity: Identifiable, Hashable, Sendable where ID == Identifier<Self> {
    /// What the Core needs to know about this kind of entity.
    static var kind: EntityKind<Self> { get }

    /// What people call the entity, for messages about it (an event's title); empty when the
    /// kind has no such name (the default).
    var nameInMessages: String { get }
}

extension SyncedEntity {
    /// No name: messages use the identifier.
    public var nameInMessages: String { "" }
}

/// A synced entity of a kind small enough to keep whole in memory (days, rooms, announcements…):
/// the store's outline holds every one of them, so the Core reads them once when it opens.
///
/// Kinds that are not outline entities (events) may be many: the Core reads them from the store
/// as it needs them (`ConventionStore.entities(_:)`, `ConventionStore.events(matching:in:)`).
public protocol OutlineEntity: SyncedEntity {}
