/// The change marks an update stores for one change-tracked kind, replacing the stored ones; none
/// keeps them.
struct ChangeMarksReplacement<Entity: ChangeTracked>: KindSpecific {
    var changes: [Entity.ID: TrackedChange<Entity>]?

    static var empty: ChangeMarksReplacement { ChangeMarksReplacement(changes: nil) }
    var isEmpty: Bool { changes == nil }
}
