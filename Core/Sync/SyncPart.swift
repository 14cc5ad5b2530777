/// The part of the stored convention a sync response may change, read before the response is
/// applied: every outline entity (the outline holds them), and of the other kinds (events) only
/// those the response names, those referring to entities it removes, or every one of a kind it
/// replaces wholesale. A delta's cost then grows with the delta, not with the convention; a full
/// re-sync reads every event, to compare each with its previous version.
@MainActor
struct SyncPart {
    let repository: ConventionRepository

    /// The part, or nil when nothing is stored yet.
    func read(for response: SyncResponse) throws(StoreError) -> StoredConvention? {
        guard let outline = repository.outline else { return nil }
        var content = outline.content
        let gone = removedOutlineEntities(by: response, in: content)
        let queriedKinds = Set(outline.kinds + response.kinds).filter { !$0.isKeptInOutline }
        for kind in queriedKinds {
            func read<Entity: SyncedEntity>(_ type: Entity.Type) throws(StoreError) {
                content[Entity.self] = EntityTable(try entities(of: Entity.self, touchedBy: response, gone: gone))
            }
            try read(kind.entityType)
        }
        return outline.storedConvention(holding: content)
    }

    /// The outline entities the response removes, directly or because what they refer to goes.
    private func removedOutlineEntities(
        by response: SyncResponse, in outlineContent: ConventionContent
    ) -> [AnyEntityKind: Set<String>] {
        let after = SyncRules().applyingChanges(of: response, to: outlineContent)
        var gone: [AnyEntityKind: Set<String>] = [:]
        for kind in outlineContent.kinds {
            func removed<Entity: SyncedEntity>(_ type: Entity.Type) -> Set<String> {
                Set(outlineContent[Entity.self].ids.subtracting(after[Entity.self].ids).map(\.rawValue))
            }
            gone[kind] = removed(kind.entityType)
        }
        return gone
    }

    /// The stored entities of a kind the response may change.
    private func entities<Entity: SyncedEntity>(
        of type: Entity.Type, touchedBy response: SyncResponse, gone: [AnyEntityKind: Set<String>]
    ) throws(StoreError) -> [Entity] {
        let changes = response[Entity.self]
        if changes.removeAllBeforeInsert {
            return try repository.entities(EntitySelection<Entity>.all)
        }
        var selections: [EntitySelection<Entity>] = []
        let named = changes.touchedIDs
        if !named.isEmpty {
            selections.append(.ids(named))
        }
        for reference in Entity.kind.requiredReferences {
            if let ids = gone[reference.target], !ids.isEmpty {
                selections.append(.referring(to: reference.target, ids: ids))
            }
        }
        var found: [Entity] = []
        for selection in selections {
            found += try repository.entities(selection)
        }
        return found
    }
}
