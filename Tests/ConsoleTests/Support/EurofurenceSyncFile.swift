import Foundation

/// A copy of the real EF26 full sync in a file, that a test can rewrite between downloads.
struct EurofurenceSyncFile {
    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ConsoleTests
        .deletingLastPathComponent()  // Tests
        .appending(path: "Fixtures/eurofurence/EF26_Full_Sync_Response.json")

    /// The file.
    let url: URL
    private let original: Data

    /// Copies the fixture to `url`.
    init(at url: URL) throws {
        self.url = url
        original = try Data(contentsOf: Self.fixture)
        try original.write(to: url)
    }

    /// Writes the original again with its events changed (each event a JSON object, as sent).
    func rewriteEvents(_ change: (inout [[String: Any]]) -> Void) throws {
        guard var json = try JSONSerialization.jsonObject(with: original) as? [String: Any],
            var events = json["Events"] as? [String: Any],
            var entities = events["ChangedEntities"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        change(&entities)
        events["ChangedEntities"] = entities
        json["Events"] = events
        try JSONSerialization.data(withJSONObject: json).write(to: url)
    }
}
