extension SkippedEntity {
    /// What a stored convention keeps of what syncs skipped, after one more response: of a kind the
    /// response replaces whole (a full answer, every schedule file), only what this sync skipped;
    /// of the other kinds, what was kept before less the entities the response sends again or
    /// deletes, then what this sync skipped. An answer that changes nothing (`304 Not Modified`)
    /// keeps the list as it was.
    static func kept(
        _ before: [SkippedEntity], after response: SyncResponse, skipped: [SkippedEntity]
    ) -> [SkippedEntity] {
        guard !before.isEmpty else { return skipped }
        var replaced: Set<String> = []
        var touched: [String: Set<String>] = [:]
        for kind in response.kinds {
            func note<Entity: SyncedEntity>(_ type: Entity.Type) {
                let changes = response[Entity.self]
                if changes.removeAllBeforeInsert {
                    replaced.insert(kind.name)
                } else {
                    touched[kind.name] = Set(changes.touchedIDs.map(\.rawValue))
                }
            }
            note(kind.entityType)
        }
        let stillSkipped = before.filter { old in
            guard !replaced.contains(old.kindName) else { return false }
            guard let identifier = old.identifier, let ids = touched[old.kindName] else { return true }
            return !ids.contains(identifier)
        }
        return stillSkipped + skipped
    }
}
