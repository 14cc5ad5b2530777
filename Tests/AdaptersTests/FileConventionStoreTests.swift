import ConbookCore
import ConbookFoundationAdapters
import ConbookTesting
import Foundation
import Testing

@Suite("File convention store")
@MainActor
struct FileConventionStoreTests {
    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func loadError(_ load: () throws(StoreError) -> Void) -> StoreError? {
        do {
            try load()
            return nil
        } catch {
            return error
        }
    }

    @Test("Given a new directory, when saved and loaded, then it round-trips like every convention store")
    func keepsTheStoreContract() throws {
        var directories: [URL] = []
        defer { directories.forEach { try? FileManager.default.removeItem(at: $0) } }
        let contract = ConventionStoreContract(
            makeEmptyStore: {
                let directory = try makeTemporaryDirectory().appendingPathComponent("store", isDirectory: true)
                directories.append(directory.deletingLastPathComponent())
                return FileConventionStore(directory: directory)
            },
            reopenStore: { store in
                guard let fileStore = store as? FileConventionStore else { throw StoreContractError.notAFileStore }
                return FileConventionStore(directory: fileStore.directory)
            })
        #expect(contract.violations() == [])
    }

    @Test("Given a store over a missing directory, when created and loaded, then nothing is created")
    func initAndLoadsDoNoIO() throws {
        try withTemporaryDirectory { parent in
            let directory = parent.appendingPathComponent("not-yet", isDirectory: true)
            let store = FileConventionStore(directory: directory)

            let convention = try store.loadConvention()
            let favourites = try store.loadFavourites()

            #expect(convention == nil)
            #expect(favourites == [])
            #expect(store.directory == directory)
            #expect(!FileManager.default.fileExists(atPath: directory.path))
        }
    }

    @Test("Given a first save, when the directory is created, then it is 0700 and the files 0600")
    func permissions() throws {
        try withTemporaryDirectory { parent in
            let store = FileConventionStore(directory: parent.appendingPathComponent("a/b", isDirectory: true))
            try store.saveConvention(SampleConvention.stored)
            try store.saveFavourites([SampleConvention.opening.id])

            #expect(try self.permissions(of: store.directory) == 0o700)
            #expect(try self.permissions(of: store.conventionFileURL) == 0o600)
            #expect(try self.permissions(of: store.favouritesFileURL) == 0o600)
            let names = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
            #expect(names == ["convention.json", "favourites.json"])
        }
    }

    @Test("Given a saved file, when read raw, then it carries formatVersion 1")
    func formatVersion() throws {
        try withTemporaryDirectory { directory in
            let store = FileConventionStore(directory: directory)
            try store.saveFavourites(["b", "a"])
            let text = String(decoding: try Data(contentsOf: store.favouritesFileURL), as: UTF8.self)
            #expect(text == #"{"favourites":["a","b"],"formatVersion":1}"#)
        }
    }

    @Test("Given a write that fails, when loaded afterwards, then the old content is intact and the error says why")
    func failedWriteKeepsOldContent() throws {
        try withTemporaryDirectory { directory in
            let store = FileConventionStore(directory: directory)
            try store.saveConvention(SampleConvention.stored)
            let before = try Data(contentsOf: store.conventionFileURL)
            // The temporary file's place is taken by a directory, so the write cannot start.
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(".convention.json.tmp"), withIntermediateDirectories: false)

            let error = loadError { () throws(StoreError) in try store.saveConvention(ContractSamples.richConvention) }

            guard case .writeFailed(let location, let reason) = error else {
                Issue.record("expected writeFailed, got \(String(describing: error))")
                return
            }
            #expect(location == store.conventionFileURL.path)
            #expect(reason.contains(".convention.json.tmp"))
            #expect(try Data(contentsOf: store.conventionFileURL) == before)
            #expect(try store.loadConvention() == SampleConvention.stored)
        }
    }

    @Test("Given the directory path is a file, when saved, then the write fails")
    func directoryIsAFile() throws {
        try withTemporaryDirectory { parent in
            let blocker = parent.appendingPathComponent("blocker")
            try Data("x".utf8).write(to: blocker)
            let store = FileConventionStore(directory: blocker)
            let error = loadError { () throws(StoreError) in try store.saveFavourites(["a"]) }
            #expect(
                error
                    == .writeFailed(
                        location: blocker.appendingPathComponent("favourites.json").path,
                        reason: "\(blocker.path) exists and is not a directory"))
        }
    }

    @Test(
        "Given a corrupt convention file, when loaded, then it is unreadable with its path and reason, and untouched",
        arguments: [
            ("garbage", Data("this is not json".utf8), "it is not JSON; it starts with \"this is not json\""),
            (
                "truncated", Data(#"{"formatVersion":1,"convention":{"conventionIdentifier":"EF"#.utf8),
                "it is truncated: the JSON ends after 59 bytes, before the document is complete"
            ),
            (
                "newer", Data(#"{"formatVersion":99,"convention":{}}"#.utf8),
                "it was written by a newer Conbook (format version 99; this one reads up to 1)"
            ),
            (
                "unversioned", Data(#"{"convention":{}}"#.utf8),
                "it has no formatVersion, so it is not a Conbook store file"
            ),
            ("empty", Data(), "it is empty"),
            (
                "wrong shape",
                Data(#"{"formatVersion":1,"convention":{"conventionIdentifier":"X","lastServerTime":0}}"#.utf8),
                "unexpected content at convention.content: missing"
            ),
        ])
    func corruptConventionFile(name: String, content: Data, reason: String) throws {
        try withTemporaryDirectory { directory in
            let store = FileConventionStore(directory: directory)
            try content.write(to: store.conventionFileURL)

            let error = loadError { () throws(StoreError) in _ = try store.loadConvention() }

            #expect(error == .unreadable(location: store.conventionFileURL.path, reason: reason))
            #expect(try Data(contentsOf: store.conventionFileURL) == content)
        }
    }

    @Test("Given a corrupt favourites file, when loaded, then it is unreadable and the convention still loads")
    func corruptFavouritesFile() throws {
        try withTemporaryDirectory { directory in
            let store = FileConventionStore(directory: directory)
            try store.saveConvention(SampleConvention.stored)
            try Data(#"{"formatVersion":1,"favourites":[1,2]}"#.utf8).write(to: store.favouritesFileURL)

            let error = loadError { () throws(StoreError) in _ = try store.loadFavourites() }

            guard case .unreadable(let location, let reason) = error else {
                Issue.record("expected unreadable, got \(String(describing: error))")
                return
            }
            #expect(location == store.favouritesFileURL.path)
            #expect(reason.hasPrefix("unexpected content at favourites[0]: expected to decode String"))
            #expect(try store.loadConvention() == SampleConvention.stored)
        }
    }

    @Test("Given a corrupt store, when the Core opens it, then it refuses with the store's message")
    func coreRefusesCorruptStore() throws {
        try withTemporaryDirectory { directory in
            let store = FileConventionStore(directory: directory)
            try Data("garbage".utf8).write(to: store.conventionFileURL)
            #expect(throws: StoreError.self) {
                try Conbook(
                    api: StubConventionAPI(), store: store, clock: ControllableClock(now: SampleConvention.serverTime),
                    calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
            }
        }
    }

    /// The contract handed the test a store of another type.
    enum StoreContractError: Error {
        case notAFileStore
    }
}
