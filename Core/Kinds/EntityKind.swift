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
    /// The entities each entity of this kind refers to, which must exist (see `EntityReference`).
    public let references: [EntityReference<Entity>]

    /// Declares a kind.
    /// - Precondition: at most one reference per target kind.
    public init(name: String, references: [EntityReference<Entity>] = []) {
        precondition(
            Set(references.map(\.target)).count == references.count,
            "A kind refers to another kind at most once (\(name)).")
        self.name = name
        self.references = references
    }
}
