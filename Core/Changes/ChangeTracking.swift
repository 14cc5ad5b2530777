/// The change marks after a sync, for every change-tracked kind (a business rule of the sync).
///
/// The first sync marks nothing. A sync compares, among the entities it read and wrote, each with
/// its previous version; when it changed entities of a kind, their differences replace that
/// kind's marks, and when it changed none, the marks of the last sync that did stay.
struct ChangeTracking {
    func marks(from previous: StoredConvention?, to content: ConventionContent) -> KindMap {
        guard let previous else { return KindMap() }
        var marks = previous.changeMarks
        for kind in Set(previous.content.kinds + content.kinds) {
            guard let tracked = kind.entityType as? any ChangeTracked.Type else { continue }
            update(&marks, tracked, from: previous.content, to: content)
        }
        return marks
    }

    private func update<Entity: ChangeTracked>(
        _ marks: inout KindMap, _ type: Entity.Type, from old: ConventionContent, to new: ConventionContent
    ) {
        var changes: [Entity.ID: TrackedChange<Entity>] = [:]
        for id in old[Entity.self].ids.union(new[Entity.self].ids) {
            changes[id] = TrackedChange(from: old[Entity.self][id], to: new[Entity.self][id])
        }
        if !changes.isEmpty {
            marks[ChangeMarks<Entity>.self] = ChangeMarks(changes: changes)
        }
    }
}
