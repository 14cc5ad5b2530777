import ConbookCore

/// Describes how stored conventions or sync responses differ, kind by kind, for the contract
/// suites' messages.
enum ContractDifferences {
    /// Differences between two stored conventions; empty when equal.
    static func between(expected: StoredConvention, actual: StoredConvention?) -> [String] {
        guard let actual else { return ["nothing was loaded"] }
        var differences: [String] = []
        if expected.conventionIdentifier != actual.conventionIdentifier {
            differences.append("identifier \(actual.conventionIdentifier), expected \(expected.conventionIdentifier)")
        }
        if expected.lastServerTime != actual.lastServerTime {
            differences.append("lastServerTime \(actual.lastServerTime), expected \(expected.lastServerTime)")
        }
        differences += between(expected: expected.content, actual: actual.content)
        for kind in Set(expected.kindsWithChangeMarks + actual.kindsWithChangeMarks) {
            guard let tracked = kind.entityType as? any ChangeTracked.Type else { continue }
            differences += changeMarks(tracked, expected, actual)
        }
        differences += entities(
            "removed favourite", Array(expected.removedFavourites.values), Array(actual.removedFavourites.values))
        if expected.baseline != actual.baseline {
            differences.append(
                "baseline \(String(describing: actual.baseline)), expected \(String(describing: expected.baseline))")
        }
        if expected.skipped != actual.skipped {
            differences.append("skipped \(actual.skipped), expected \(expected.skipped)")
        }
        if expected.sourceVersion != actual.sourceVersion {
            differences.append(
                "sourceVersion \(String(describing: actual.sourceVersion)), expected \(String(describing: expected.sourceVersion))"
            )
        }
        return differences
    }

    /// Differences between two contents, kind by kind; empty when equal.
    static func between(expected: ConventionContent, actual: ConventionContent) -> [String] {
        var differences: [String] = []
        for kind in Set(expected.kinds + actual.kinds).sorted(by: { $0.name < $1.name }) {
            func compare<Entity: SyncedEntity>(_ type: Entity.Type) -> [String] {
                entities(kind.name, Array(expected[Entity.self].all), Array(actual[Entity.self].all))
            }
            differences += compare(kind.entityType)
        }
        if expected.details != actual.details {
            differences.append("details \(String(describing: actual.details)), expected \(String(describing: expected.details))")
        }
        return differences
    }

    /// Differences between two sync responses, kind by kind, comparing entity lists in any order;
    /// empty when equal.
    static func between(expected: SyncResponse, actual: SyncResponse) -> [String] {
        var differences: [String] = []
        if expected.conventionIdentifier != actual.conventionIdentifier {
            differences.append("identifier \(actual.conventionIdentifier), expected \(expected.conventionIdentifier)")
        }
        if expected.serverTime != actual.serverTime {
            differences.append("serverTime \(actual.serverTime), expected \(expected.serverTime)")
        }
        for kind in Set(expected.kinds + actual.kinds).sorted(by: { $0.name < $1.name }) {
            func compare<Entity: SyncedEntity>(_ type: Entity.Type) -> [String] {
                changes(kind.name, expected[Entity.self], actual[Entity.self])
            }
            differences += compare(kind.entityType)
        }
        return differences
    }

    private static func changeMarks<Entity: ChangeTracked>(
        _ type: Entity.Type, _ expected: StoredConvention, _ actual: StoredConvention
    ) -> [String] {
        let wanted = expected[changesOf: Entity.self]
        let found = actual[changesOf: Entity.self]
        guard wanted != found else { return [] }
        return ["\(Entity.kind.name) changes are \(found), expected \(wanted)"]
    }

    private static func changes<Entity>(
        _ kind: String, _ expected: EntityChanges<Entity>, _ actual: EntityChanges<Entity>
    ) -> [String] {
        var differences: [String] = []
        if expected.removeAllBeforeInsert != actual.removeAllBeforeInsert {
            differences.append("\(kind) removeAllBeforeInsert is \(actual.removeAllBeforeInsert)")
        }
        if Set(expected.deleted) != Set(actual.deleted) {
            differences.append(
                "deleted \(kind)s \(actual.deleted.sorted().map { "\($0)" }), expected \(expected.deleted.sorted().map { "\($0)" })"
            )
        }
        return differences + entities("changed \(kind)", expected.changed, actual.changed)
    }

    private static func entities<Entity: Identifiable & Hashable>(
        _ kind: String, _ expected: [Entity], _ actual: [Entity]
    ) -> [String] where Entity.ID: Comparable {
        let expectedByID = Dictionary(expected.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let actualByID = Dictionary(actual.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var differences: [String] = []
        for id in expectedByID.keys.sorted() {
            guard let found = actualByID[id] else {
                differences.append("\(kind) \(id) is missing")
                continue
            }
            if let wanted = expectedByID[id], found != wanted {
                differences.append("\(kind) \(id) is \(found), expected \(wanted)")
            }
        }
        for id in actualByID.keys.sorted() where expectedByID[id] == nil {
            differences.append("\(kind) \(id) is unexpected")
        }
        if expected.count != actual.count, differences.isEmpty {
            differences.append("\(actual.count) \(kind)s, expected \(expected.count)")
        }
        return differences
    }
}
