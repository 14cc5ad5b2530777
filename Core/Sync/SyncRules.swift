/// Applies a sync response to stored content under the Eurofurence rules, without side effects.
///
/// Per kind of entity: `removeAllBeforeInsert` drops everything first, then `deleted` entities
/// are removed, then `changed` entities are upserted. When an entity another refers to is gone
/// afterwards (a day, a room, a track), the entities referring to it go too, unless this response
/// re-sent them. An entity the response sends that still refers to a missing entity is left out,
/// as if it had not been sent (its stored version stays, unless what it refers to went), and
/// reported as skipped; leaving one out may leave another pointing nowhere, which then goes too.
/// A response that loses more than half of the events it sends is refused
/// (`SyncError.mostlyUnreadable`, counting what its reader skipped too). Details the response
/// gives replace the stored ones, except that the server's app configuration is kept when the
/// response sends none, and that a new schedule version keeps the stored one as the previous.
///
/// The content may be the part of a stored convention the response touches (every outline
/// entity, and of the other kinds those the response names or whose references it removes): the
/// result is then that part after the sync.
struct SyncRules {
    /// The content after a response, and what of the response was left out: what its reader
    /// skipped, then the entities left out for their references.
    struct Outcome {
        var content: ConventionContent
        var skipped: [SkippedEntity]
    }

    func apply(_ response: SyncResponse, to content: ConventionContent) throws(SyncError) -> Outcome {
        var response = response
        var base = content
        var skipped = response.skipped
        var result = applyingChanges(of: response, to: base)
        var broken = brokenReferences(in: result)
        while !broken.isEmpty {
            skipped += broken.map(\.skipped)
            // Applied again without them: a stored version of a sent one comes back, unless what
            // it refers to went; a stored one (not sent) pointing nowhere goes.
            BrokenReference.leaveOut(broken, from: &response, orFrom: &base)
            result = applyingChanges(of: response, to: base)
            broken = brokenReferences(in: result)
        }
        if var details = response.details {
            if details.appConfiguration == nil { details.appConfiguration = content.details?.appConfiguration }
            details.previousScheduleVersion = Self.previousVersion(bringing: details, over: content.details)
            result.details = details
        } else if let configuration = content.details?.appConfiguration {
            result.details?.appConfiguration = configuration
        }
        try SkippedEventsRule(sentEvents: response[Event.self].changed.count, skipped: skipped).check()
        return Outcome(content: result, skipped: skipped)
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

    /// Every entity that refers to a missing entity (by its first such reference), by kind and
    /// entity in a stable order (the few found are sorted, not the entities checked).
    private func brokenReferences(in content: ConventionContent) -> [BrokenReference] {
        var broken: [BrokenReference] = []
        for kind in content.kinds {
            broken += BrokenReference.all(of: kind, in: content, existing: existingIDs)
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
