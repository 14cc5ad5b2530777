/// Applies a sync response to stored content under the Eurofurence rules, without side effects.
///
/// Per kind of entity: `removeAllBeforeInsert` drops everything first, then `deleted` entities
/// are removed, then `changed` entities are upserted. When an entity another refers to is gone
/// afterwards (a day, a room, a track), the entities referring to it go too, unless this response
/// re-sent them, in which case they must point somewhere valid. Anything still referring to a
/// missing entity is a broken reference, and the whole response is refused. Details the response
/// gives replace the stored ones, except that the server's app configuration is kept when the
/// response sends none, and that a new schedule version keeps the stored one as the previous.
///
/// The content may be the part of a stored convention the response touches (every outline
/// entity, and of the other kinds those the response names or whose references it removes): the
/// result is then that part after the sync.
struct SyncRules {
    func apply(_ response: SyncResponse, to content: ConventionContent) throws(SyncError) -> ConventionContent {
        var result = applyingChanges(of: response, to: content)
        if var details = response.details {
            if details.appConfiguration == nil { details.appConfiguration = content.details?.appConfiguration }
            details.previousScheduleVersion = Self.previousVersion(bringing: details, over: content.details)
            result.details = details
        } else if let configuration = content.details?.appConfiguration {
            result.details?.appConfiguration = configuration
        }
        let broken = brokenReferences(in: result)
        guard broken.isEmpty else { throw .brokenReferences(broken) }
        return result
    }

    /// The version before a sync's: the stored one when the sync brings another, else the one
    /// stored as previous (a sync of the same version keeps naming the versions of the last change).
    private static func previousVersion(bringing new: ConventionDetails, over old: ConventionDetails?) -> String? {
        guard let version = new.scheduleVersion, let stored = old?.scheduleVersion else { return nil }
        return version == stored ? old?.previousScheduleVersion : stored
    }

    /// The content with every kind's changes applied, and the entities whose references went removed.
    func applyingChanges(of response: SyncResponse, to content: ConventionContent) -> ConventionContent {
        var result = content
        for kind in response.kinds {
            func apply<Entity: SyncedEntity>(_ type: Entity.Type) {
                result[Entity.self] = response[Entity.self].applied(to: result[Entity.self])
            }
            apply(kind.entityType)
        }
        removeEntitiesWhoseReferencesWent(in: &result, previous: content, response: response)
        return result
    }

    /// Removes, kind by kind and until nothing more goes, the entities (not re-sent by the
    /// response) that refer to an entity which is gone.
    private func removeEntitiesWhoseReferencesWent(
        in content: inout ConventionContent, previous: ConventionContent, response: SyncResponse
    ) {
        var gone: [AnyEntityKind: Set<String>] = [:]
        for kind in previous.kinds {
            func goneIDs<Entity: SyncedEntity>(_ type: Entity.Type) -> Set<String> {
                previous[Entity.self].idTexts.subtracting(content[Entity.self].idTexts)
            }
            gone[kind] = goneIDs(kind.entityType)
        }
        guard gone.values.contains(where: { !$0.isEmpty }) else { return }
        var removedAny = true
        while removedAny {
            removedAny = false
            for kind in content.kinds {
                func removeOrphans<Entity: SyncedEntity>(_ type: Entity.Type) {
                    let resent = Set(response[Entity.self].changed.map(\.id))
                    let orphans = content[Entity.self].all.filter { entity in
                        !resent.contains(entity.id)
                            && Entity.kind.requiredReferences.contains { reference in
                                reference.targetIDs(of: entity).contains { gone[reference.target]?.contains($0) == true }
                            }
                    }
                    for orphan in orphans {
                        content[Entity.self].remove(orphan.id)
                        gone[kind, default: []].insert(orphan.id.rawValue)
                    }
                    removedAny = removedAny || !orphans.isEmpty
                }
                removeOrphans(kind.entityType)
            }
        }
    }

    /// Every reference to a missing entity, by kind, entity and reference, in a stable order (the
    /// few found are sorted, not the entities checked).
    private func brokenReferences(in content: ConventionContent) -> [BrokenReference] {
        var broken: [BrokenReference] = []
        for kind in content.kinds {
            func check<Entity: SyncedEntity>(_ type: Entity.Type) {
                let references = Entity.kind.requiredReferences
                guard !references.isEmpty else { return }
                let existing = references.map { existingIDs(of: $0.target, in: content) }
                var brokenOfKind: [(id: Entity.ID, reference: Int, broken: BrokenReference)] = []
                // Each entity is read in place: a loop over `all` would copy each one.
                content[Entity.self].withEntities { entities in
                    guard let first = entities.baseAddress else { return }
                    for place in entities.indices {
                        for (index, reference) in references.enumerated() {
                            let target = reference.firstTargetID(ofEntityAt: first + place) ?? ""
                            guard !existing[index].contains(target) else { continue }
                            let id = entities[place].id
                            brokenOfKind.append(
                                (
                                    id, index,
                                    BrokenReference(
                                        referringKind: Entity.kind.name, referringID: id.rawValue,
                                        missingKind: reference.target.name, missingID: target)
                                ))
                        }
                    }
                }
                broken += brokenOfKind.sorted { ($0.id, $0.reference) < ($1.id, $1.reference) }.map(\.broken)
            }
            check(kind.entityType)
        }
        return broken
    }

    private func existingIDs(of kind: AnyEntityKind, in content: ConventionContent) -> Set<String> {
        func ids<Entity: SyncedEntity>(_ type: Entity.Type) -> Set<String> {
            content[Entity.self].idTexts
        }
        return ids(kind.entityType)
    }
}
