/// An entity that refers to an entity the content does not hold (by its first such reference):
/// what the sync leaves out (`SyncRules`).
struct BrokenReference {
    /// The kind of the entity that refers.
    var kind: AnyEntityKind
    /// Its identifier.
    var identifier: String
    /// What people call it (`SyncedEntity.nameInMessages`).
    var name: String
    /// The kind referred to.
    var missingKind: AnyEntityKind
    /// The identifier that names nothing.
    var missingIdentifier: String

    /// As the sync reports it.
    var skipped: SkippedEntity {
        SkippedEntity(
            kindName: kind.name, identifier: identifier, name: name,
            reason: .missingReference(kind: missingKind.name, identifier: missingIdentifier))
    }

    /// Every entity of a kind whose required references do not all resolve, sorted by identifier.
    static func all(
        of kind: AnyEntityKind, in content: ConventionContent,
        existing: (AnyEntityKind, ConventionContent) -> Set<String>
    ) -> [BrokenReference] {
        func check<Entity: SyncedEntity>(_ type: Entity.Type) -> [BrokenReference] {
            let references = Entity.kind.requiredReferences
            guard !references.isEmpty else { return [] }
            let existing = references.map { existing($0.target, content) }
            var broken: [BrokenReference] = []
            // Each entity is read in place: a loop over `all` would copy each one.
            content[Entity.self].withEntities { entities in
                guard let first = entities.baseAddress else { return }
                for place in entities.indices {
                    for (index, reference) in references.enumerated() {
                        let target = reference.firstTargetID(ofEntityAt: first + place) ?? ""
                        guard !existing[index].contains(target) else { continue }
                        broken.append(
                            BrokenReference(
                                kind: kind, identifier: entities[place].id.rawValue, name: entities[place].nameInMessages,
                                missingKind: reference.target, missingIdentifier: target))
                        break
                    }
                }
            }
            return broken.sorted { $0.identifier < $1.identifier }
        }
        return check(kind.entityType)
    }

    /// Leaves the entities out: those the response sends from the response, the others (stored,
    /// not sent) from the stored content.
    static func leaveOut(_ broken: [BrokenReference], from response: inout SyncResponse, orFrom stored: inout ConventionContent) {
        for (kind, ofKind) in Dictionary(grouping: broken, by: \.kind) {
            func leaveOut<Entity: SyncedEntity>(_ type: Entity.Type) {
                let identifiers = Set(ofKind.map { Entity.ID($0.identifier) })
                var changes = response[Entity.self]
                let sent = Set(changes.changed.lazy.map(\.id).filter(identifiers.contains))
                changes.changed.removeAll { sent.contains($0.id) }
                response[Entity.self] = changes
                for identifier in identifiers.subtracting(sent) {
                    stored[Entity.self].remove(identifier)
                }
            }
            leaveOut(kind.entityType)
        }
    }
}
