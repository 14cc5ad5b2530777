import ConbookCore
import ConbookEurofurence
import Foundation

/// The real Eurofurence responses in `Tests/Fixtures/eurofurence/`, found from this file's path so
/// that the tests work in any clone, and variants of them derived in code.
enum Fixtures {
    /// `Tests/Fixtures/eurofurence/`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // AdaptersTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/eurofurence", isDirectory: true)

    /// The full sync of August 2022 (EF27): 210 events, 6 days, 34 rooms, 17 tracks.
    static let fullSync = "EF26_Full_Sync_Response.json"

    /// The same full sync as a 2026 server writes it (`make_ef30_shape.py`): zone-less dates, the
    /// fields gone since 2023 left out, the new ones (and the artist alley, `AppConfig`) added.
    static let fullSyncShapedAs2026 = "EF30_Shape_Full_Sync_Response.json"

    /// A fixture file's location.
    static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// A fixture file's bytes.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A fixture decoded by the real decoder.
    static func response(_ name: String) throws -> SyncResponse {
        try EurofurenceSyncDecoder().decode(try data(name))
    }

    /// A fixture's JSON after an edit of its top-level object, re-encoded.
    static func edited(_ name: String, _ edit: (inout [String: Any]) throws -> Void) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: try data(name)) as? [String: Any] else {
            throw FixtureError.notAnObject(name)
        }
        try edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// Replaces one field of a node's `index`-th changed entity.
    static func setField(
        _ field: String, to value: Any?, inNode node: String, at index: Int, of object: inout [String: Any]
    ) throws {
        guard var nodeObject = object[node] as? [String: Any],
            var entities = nodeObject["ChangedEntities"] as? [[String: Any]],
            entities.indices.contains(index)
        else { throw FixtureError.missing("\(node)[\(index)]") }
        entities[index][field] = value ?? NSNull()
        nodeObject["ChangedEntities"] = entities
        object[node] = nodeObject
    }

    /// Removes a field of a node's `index`-th changed entity.
    static func removeField(_ field: String, inNode node: String, at index: Int, of object: inout [String: Any]) throws {
        guard var nodeObject = object[node] as? [String: Any],
            var entities = nodeObject["ChangedEntities"] as? [[String: Any]],
            entities.indices.contains(index)
        else { throw FixtureError.missing("\(node)[\(index)]") }
        entities[index][field] = nil
        nodeObject["ChangedEntities"] = entities
        object[node] = nodeObject
    }

    /// Why a fixture could not be derived.
    enum FixtureError: Error {
        case notAnObject(String)
        case missing(String)
    }
}
