import ConbookCore
import ConbookFoundationAdapters
import ConbookTesting
import Foundation
import Testing

@Suite("Stored schedule changes and older store files")
@MainActor
struct StoredChangesRoundTripTests {
    private typealias Sample = SampleConvention

    @Test("Given a convention with change marks, when saved to disk and loaded, then the marks are the same")
    func changeMarksRoundTrip() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var moved = Sample.artShow
        moved.roomID = Sample.mainStage.id
        var stored = Sample.stored
        stored.eventChanges = [
            moved.id: EventChange(kind: .changed([.room]), previous: Sample.artShow, current: moved),
            Sample.closing.id: EventChange(kind: .cancelled, previous: Sample.closing, current: nil),
            Sample.opening.id: EventChange(kind: .added, previous: nil, current: Sample.opening),
        ]
        let store = FileConventionStore(directory: directory.appending(path: "store"))

        try store.saveConvention(stored)

        #expect(try FileConventionStore(directory: directory.appending(path: "store")).loadConvention() == stored)
    }

    @Test("Given a convention saved before events had languages and links and before change marks, when loaded, then it reads with empty ones")
    func olderStoredConventionStillLoads() throws {
        let encoded = try JSONEncoder().encode(Sample.stored)
        var json = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        json["eventChanges"] = nil
        var content = try #require(json["content"] as? [String: Any])
        content["events"] = try #require(content["events"] as? [[String: Any]]).map { event in
            var event = event
            event["language"] = nil
            event["links"] = nil
            return event
        }
        json["content"] = content
        let older = try JSONSerialization.data(withJSONObject: json)

        let decoded = try JSONDecoder().decode(StoredConvention.self, from: older)

        #expect(decoded == Sample.stored)
    }
}
