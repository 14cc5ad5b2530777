/// A kind of synced entity whose changes attendees care about (events: a moved panel, a new
/// start time). After every sync that changes entities of the kind, the Core compares them with
/// their previous version and keeps the differences as change marks until the next such sync.
public protocol ChangeTracked: SyncedEntity {
    /// A part of the entity whose change is worth telling, e.g. an event's room.
    associatedtype Field: Hashable, Sendable, CaseIterable, RawRepresentable where Field.RawValue == String

    /// The parts that differ between two versions of an entity.
    static func changedFields(from old: Self, to new: Self) -> Set<Field>
}
