import ConbookCore

/// Describes how stored conventions or sync responses differ, for the contract suites' messages.
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
        if expected.eventChanges != actual.eventChanges {
            differences.append("event changes are \(actual.eventChanges), expected \(expected.eventChanges)")
        }
        differences += entities(
            "removed favourite", Array(expected.removedFavourites.values), Array(actual.removedFavourites.values))
        if expected.sourceVersion != actual.sourceVersion {
            differences.append("sourceVersion \(String(describing: actual.sourceVersion)), expected \(String(describing: expected.sourceVersion))")
        }
        return differences
    }

    /// Differences between two contents; empty when equal.
    static func between(expected: ConventionContent, actual: ConventionContent) -> [String] {
        entities("day", Array(expected.days.all), Array(actual.days.all))
            + entities("room", Array(expected.rooms.all), Array(actual.rooms.all))
            + entities("track", Array(expected.tracks.all), Array(actual.tracks.all))
            + entities("event", Array(expected.events.all), Array(actual.events.all))
            + entities("announcement", Array(expected.announcements.all), Array(actual.announcements.all))
            + entities("image", Array(expected.images.all), Array(actual.images.all))
    }

    /// Differences between two sync responses, comparing entity lists in any order; empty when equal.
    static func between(expected: SyncResponse, actual: SyncResponse) -> [String] {
        var differences: [String] = []
        if expected.conventionIdentifier != actual.conventionIdentifier {
            differences.append("identifier \(actual.conventionIdentifier), expected \(expected.conventionIdentifier)")
        }
        if expected.serverTime != actual.serverTime {
            differences.append("serverTime \(actual.serverTime), expected \(expected.serverTime)")
        }
        differences += changes("day", expected.days, actual.days)
        differences += changes("room", expected.rooms, actual.rooms)
        differences += changes("track", expected.tracks, actual.tracks)
        differences += changes("event", expected.events, actual.events)
        differences += changes("announcement", expected.announcements, actual.announcements)
        differences += changes("image", expected.images, actual.images)
        return differences
    }

    private static func changes<Entity>(
        _ kind: String, _ expected: EntityChanges<Entity>, _ actual: EntityChanges<Entity>
    ) -> [String] where Entity.ID: Comparable {
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
