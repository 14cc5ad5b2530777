import ConbookCore
import ConbookFoundationAdapters
import ConbookSQLite
import ConbookTesting
import Foundation
import Testing

@Suite("Import from the JSON file store")
@MainActor
struct FileStoreImportTests {
    @Test("Given a JSON file store, when imported, then the SQLite store holds the same and the files stay")
    func importsConventionAndFavourites() throws {
        try withTemporaryDirectory { directory in
            let files = FileConventionStore(directory: directory.appending(path: "demo", directoryHint: .isDirectory))
            try files.saveConvention(ContractSamples.richConvention)
            try files.saveFavourites([SampleConvention.opening.id, "gone"])
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "demo")

            try SQLiteConventionStore.importFileStore(at: files.directory, into: store)

            #expect(try store.loadConvention() == ContractSamples.richConvention)
            #expect(try store.loadFavourites() == [SampleConvention.opening.id, "gone"])
            #expect(FileManager.default.fileExists(atPath: files.conventionFileURL.path))
            #expect(FileManager.default.fileExists(atPath: files.favouritesFileURL.path))
        }
    }

    @Test("Given a file store from a newer Conbook, when imported, then it is unreadable and nothing is saved")
    func refusesNewerFiles() throws {
        try withTemporaryDirectory { directory in
            let favourites = directory.appending(path: "favourites.json")
            try Data(#"{"formatVersion":2,"favourites":["a"]}"#.utf8).write(to: favourites)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "demo")

            #expect(throws: StoreError.unreadable(
                location: favourites.path, reason: "format version 2; this Conbook imports version 1")) {
                try SQLiteConventionStore.importFileStore(at: directory, into: store)
            }
            #expect(try store.loadFavourites() == [])
        }
    }
}
