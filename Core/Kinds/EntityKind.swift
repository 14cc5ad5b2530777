/// What the Core knows about one kind of synced entity: its name and what it refers to.
///
/// ```swift
/// extension Event: SyncedEntity {
///     public static let kind = EntityKind<Event>(
///         name: "event", references: [.required(\.dayID), .required(\.roomID), .required(\.trackID)])
/// }
/// ```
public struct EntityKind<Entity: SyncedEntity>: Sendable {
    /// The kind's name in messages and in stores, e.g. `event`; unique among kinds.
    public let name: String
    /// The entities each entity of this kind refers to (see `EntityReference`).
    public let references: [EntityReference<Entity>]

    /// Declares a kind.
    /// - Precondition: at most one required reference per target kind.
    public init(name: String, references: [EntityReference<Entity>] = []) {
        let required = references.filter(\.isRequired).map(\.target)
        precondition(Set(required).count == required.count, "A kind requires another kind at most once (\(name)).")
        self.name = name
        self.references = references
    }

    /// The references that must resolve (and take the entity with them when their target goes).
    public var requiredReferences: [EntityReference<Entity>] {
        references.filter(\.isRequired)
    }
}
