import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("Conbook database file")
@MainActor
struct ConbookDatabaseFileTests {
    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// Opens the file expecting `unreadable`; returns its reason.
    private func unreadableReason(_ file: URL) -> String? {
        do {
            _ = try ConbookDatabase(fileURL: file)
            Issue.record("opened \(file.path) without an error")
            return nil
        } catch {
            guard case .unreadable(let location, let reason) = error else {
                Issue.record("expected unreadable, got \(error)")
                return nil
            }
            #expect(location == file.path)
            return reason
        }
    }

    /// The database files (not their `-wal` and `-shm`) moved aside to `<name>.unreadable-…`;
    /// checks that nothing is left under the old name.
    private func movedAside(_ file: URL) throws -> [String] {
        for suffix in ["", "-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: file.path + suffix), "\(file.path + suffix) is still there")
        }
        return try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(file.lastPathComponent + ".unreadable-") }
            .filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.sorted()
    }

    /// Writes a database with a few hundred events and closes it.
    private func writeRealDatabase(_ file: URL) throws {
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")
        try store.saveConvention(SyntheticConvention.stored(events: 500))
    }

    @Test("Given a new path, when the database is opened, then the directory is 0700 and the files 0600")
    func permissions() throws {
        try withTemporaryDirectory { parent in
            let file = parent.appending(path: "a/b/conbook.sqlite")
            let database = try ConbookDatabase(fileURL: file)
            try database.store(for: "demo").saveConvention(SampleConvention.stored)

            #expect(try permissions(of: file.deletingLastPathComponent().path) == 0o700)
            #expect(try permissions(of: file.path) == 0o600)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: file.path + suffix) {
                #expect(try permissions(of: file.path + suffix) == 0o600, "\(suffix)")
            }
            #expect(FileManager.default.fileExists(atPath: file.path + "-wal"))
        }
    }

    @Test("Given a file of garbage bytes, when opened, then it is moved aside and reported unreadable")
    func garbage() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
            try garbage.write(to: file)

            let reason = try #require(unreadableReason(file))

            #expect(reason.contains("not a database"))
            let moved = try movedAside(file)
            #expect(moved.count == 1)
            #expect(reason.contains("moved aside to \(directory.appending(path: moved.first ?? "").path)"))
            #expect(reason.contains("a new download will fill a fresh store"))
            #expect(try Data(contentsOf: directory.appending(path: moved.first ?? "")) == garbage)
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == nil)
        }
    }

    @Test(
        "Given a database damaged inside its events, when opened, then it opens, favourites and the outline read, and reading those events fails clearly"
    )
    func damagedEvents() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try writeRealDatabase(file)
            try ConbookDatabase(fileURL: file).store(for: "demo").saveFavourites(["event-1"])
            var bytes = try Data(contentsOf: file)
            let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
            // An event's own text: since schema 7 only its row holds it (the search index keeps no copy).
            let entity = try #require(bytes.firstRange(of: Data("About event 250.".utf8)))
            let page = entity.lowerBound / pageSize * pageSize
            bytes.replaceSubrange(page..<page + pageSize, with: Data(repeating: 0xA5, count: pageSize))
            try bytes.write(to: file)

            let store = try ConbookDatabase(fileURL: file).store(for: "demo")

            #expect(try store.loadFavourites() == ["event-1"])
            #expect(try store.loadOutline()?[Day.self].isEmpty == false)
            #expect {
                try store.events(matching: .all, in: .everything)
            } throws: { error in
                guard case .unreadable(_, let reason) = error as? StoreError else { return false }
                return reason.contains("malformed")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(!names.contains { $0.contains(".unreadable-") })
        }
    }

    @Test("Given a truncated database, when opened, then it is moved aside and reported damaged")
    func truncated() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try writeRealDatabase(file)
            let whole = try Data(contentsOf: file)
            try whole.prefix(whole.count / 2).write(to: file)

            let reason = try #require(unreadableReason(file))

            #expect(reason.contains("damaged") || reason.contains("malformed"), "\(reason)")
            let moved = try movedAside(file)
            #expect(moved.count == 1)
            #expect(try Data(contentsOf: directory.appending(path: moved.first ?? "")).count == whole.count / 2)
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("Given a database from a newer Conbook (user_version 99), when opened, then it is moved aside untouched")
    func newerSchema() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try writeRealDatabase(file)
            var bytes = try Data(contentsOf: file)
            bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])  // the header's user_version, big-endian
            try bytes.write(to: file)

            let reason = try #require(unreadableReason(file))

            #expect(reason.contains("newer Conbook (schema version 99; this one reads up to 17)"), "\(reason)")
            let moved = try movedAside(file)
            #expect(moved.count == 1)
            #expect(try Data(contentsOf: directory.appending(path: moved.first ?? "")) == bytes)
        }
    }

    @Test("Given an empty file, when opened, then it becomes a fresh database")
    func emptyFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try Data().write(to: file)
            let database = try ConbookDatabase(fileURL: file)
            #expect(try database.conventionNames() == [])
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("unreadable") } == [])
        }
    }
}
