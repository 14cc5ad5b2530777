import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// The one-time import of a store an earlier Conbook kept as JSON files, read from real files
/// that store wrote (`Tests/Fixtures/json-store`).
@Suite("Import from the JSON file store")
@MainActor
struct FileStoreImportTests {
    private static let writtenStore = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/json-store/demo", directoryHint: .isDirectory)

    @Test("Given files the JSON store wrote, when imported, then the SQLite store holds the same and the files stay")
    func importsConventionAndFavourites() throws {
        try withTemporaryDirectory { directory in
            let files = directory.appending(path: "demo", directoryHint: .isDirectory)
            try FileManager.default.copyItem(at: Self.writtenStore, to: files)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "demo")

            try SQLiteConventionStore.importFileStore(at: files, into: store)

            #expect(try store.loadConvention() == ContractSamples.richConventionOfSchema3)
            #expect(try store.loadFavourites() == [SampleConvention.opening.id, "gone"])
            #expect(
                try store.loadAnnouncementReads()
                    == [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged])
            for name in ["convention.json", "favourites.json", "announcement-reads.json"] {
                #expect(FileManager.default.fileExists(atPath: files.appending(path: name).path))
            }
        }
    }

    @Test(
        "Given a convention file written before events had languages and links and before change marks, when imported, then it reads with empty ones"
    )
    func olderConventionFileStillImports() throws {
        try withTemporaryDirectory { directory in
            let written = try Data(contentsOf: Self.writtenStore.appending(path: "convention.json"))
            var file = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
            var json = try #require(file["convention"] as? [String: Any])
            json["eventChanges"] = nil
            var content = try #require(json["content"] as? [String: Any])
            content["events"] = try #require(content["events"] as? [[String: Any]]).map { event in
                var event = event
                event["language"] = nil
                event["links"] = nil
                return event
            }
            json["content"] = content
            file["convention"] = json
            try JSONSerialization.data(withJSONObject: file).write(to: directory.appending(path: "convention.json"))
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "demo")

            try SQLiteConventionStore.importFileStore(at: directory, into: store)

            var expected = ContractSamples.richConventionOfSchema3
            expected[changesOf: Event.self] = [:]
            #expect(try store.loadConvention() == expected)
        }
    }

    @Test("Given a file store from a newer Conbook, when imported, then it is unreadable and nothing is saved")
    func refusesNewerFiles() throws {
        try withTemporaryDirectory { directory in
            let favourites = directory.appending(path: "favourites.json")
            try Data(#"{"formatVersion":2,"favourites":["a"]}"#.utf8).write(to: favourites)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "demo")

            #expect(
                throws: StoreError.unreadable(
                    location: favourites.path, reason: "format version 2; this Conbook imports version 1")
            ) {
                try SQLiteConventionStore.importFileStore(at: directory, into: store)
            }
            #expect(try store.loadFavourites() == [])
        }
    }
}
