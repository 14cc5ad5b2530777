/// The change marks of one change-tracked kind, by entity: what the last sync that changed
/// entities of the kind changed.
struct ChangeMarks<Entity: ChangeTracked>: KindSpecific {
    var changes: [Entity.ID: TrackedChange<Entity>]

    static var empty: ChangeMarks { ChangeMarks(changes: [:]) }
    var isEmpty: Bool { changes.isEmpty }
}
