public import ConbookCore
public import Foundation

/// One SQLite file holding several conventions side by side, their favourites, and a few
/// settings (see `ConbookSchema` for the layout).
///
/// Opening it creates the directory (0700) and the file (0600; SQLite gives its `-wal` and `-shm`
/// files the same permissions) when missing, checks the file (its header, `PRAGMA quick_check` of
/// the small tables every start reads, the schema version), and brings an older schema up to date. The file uses write-ahead logging, so a
/// reader never sees a half-written save, and `synchronous = FULL`: each commit is on disk before
/// it returns, so a favourite the user just marked survives a power cut, not only a crash. Commits
/// are rare (a sync, a tap), so the extra flush costs nothing a person notices.
///
/// Not thread-safe: use the database and its stores from one thread at a time (the Core uses its
/// store on the main actor). Other processes may open the same file; writers wait for each other
/// up to five seconds.
public final class ConbookDatabase {
    /// The database file.
    public let fileURL: URL
    private let connection: SQLiteConnection

    /// Opens the database at a file, creating it when missing.
    ///
    /// - Throws: `StoreError.unreadable` when the file is not a database, is damaged, or was written
    ///   by a newer Conbook: the file (with its `-wal` and `-shm`) is then moved aside to
    ///   `<name>.unreadable-<timestamp>`, never deleted, and the reason says where it went; the next
    ///   open starts a fresh database. Also when the file cannot be created or opened at all.
    public init(fileURL: URL) throws(StoreError) {
        self.fileURL = fileURL
        let path = fileURL.path
        do {
            try Self.prepareFile(at: fileURL)
        } catch {
            throw .unreadable(location: path, reason: error.description)
        }
        if let problem = try Self.inspect(path) {
            throw Self.moveAside(fileURL, because: problem)
        }
        let opened: SQLiteConnection
        do {
            opened = try SQLiteConnection(path: path)
            try opened.execute("PRAGMA busy_timeout = 5000")
            try opened.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
            // Up to 32 MiB of page cache (SQLite's default is 2 MiB, taken as used): a large save
            // then finds its index pages in memory instead of reading them again and again.
            try opened.execute("PRAGMA cache_size = -32768")
            try Self.migrate(opened)
            try Self.createTablesOfKindsKeptWhole(opened)
        } catch {
            throw .unreadable(location: path, reason: error.description)
        }
        connection = opened
    }

    /// The names of the stored conventions (the names given to `store(for:)`), sorted.
    public func conventionNames() throws(StoreError) -> [String] {
        do {
            return try connection.texts("SELECT name FROM conventions ORDER BY name")
        } catch {
            throw .unreadable(location: fileURL.path, reason: error.description)
        }
    }

    /// Removes one convention and everything kept for it (its data, change marks, favourites, read
    /// marks, hidden items, friends' lists, search indexes and images) in one transaction, then the image files nothing keeps
    /// any more; the other conventions are untouched. Settings are the caller's to remove.
    public func removeConvention(named name: String) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                for table in [
                    "favourites", "announcement_reads", "given_reminders", "event_priorities", "hidden_items", "friends_lists",
                    "image_files",
                ] {
                    try connection.prepare("DELETE FROM \(table) WHERE convention = ?").run([.text(name)])
                }
                try StoredContentRemoval.removeContent(of: name, in: connection)
            }
            try imageFiles.removeUnkept()
        } catch {
            throw .writeFailed(location: "\(fileURL.path) (convention \"\(name)\")", reason: error.description)
        }
    }

    /// The image store of one convention, by the same name as its store: the bytes are kept in
    /// `images/` next to the database file.
    public func imageStore(for name: String) -> SQLiteImageStore {
        SQLiteImageStore(connection: connection, files: imageFiles, name: name)
    }

    /// The image files next to the database.
    private var imageFiles: ImageFiles {
        ImageFiles(connection: connection, directory: fileURL.deletingLastPathComponent().appending(path: "images"))
    }

    /// The store of one convention, by the caller's name for it (e.g. the source's name). The
    /// store shares this database's connection.
    public func store(for name: String) -> SQLiteConventionStore {
        SQLiteConventionStore(connection: connection, name: name)
    }

    /// A setting's value, or nil when it is not set.
    public func setting(_ key: String) throws(StoreError) -> String? {
        do {
            return try connection.texts("SELECT value FROM settings WHERE key = ?", [.text(key)]).first
        } catch {
            throw .unreadable(location: fileURL.path, reason: error.description)
        }
    }

    /// Sets a setting, or removes it when the value is nil.
    public func setSetting(_ key: String, _ value: String?) throws(StoreError) {
        try setSettings([(key, value)])
    }

    /// Sets several settings (removing those whose value is nil) in one transaction: all or none.
    public func setSettings(_ values: [(key: String, value: String?)]) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                for (key, value) in values {
                    if let value {
                        try connection.prepare(
                            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
                        ).run([.text(key), .text(value)])
                    } else {
                        try connection.prepare("DELETE FROM settings WHERE key = ?").run([.text(key)])
                    }
                }
            }
        } catch {
            throw .writeFailed(location: fileURL.path, reason: error.description)
        }
    }

    /// Creates the directory (0700) and an empty file (0600) when missing.
    private static func prepareFile(at fileURL: URL) throws(SQLiteFailure) {
        let manager = FileManager.default
        let directory = fileURL.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            do {
                try manager.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            } catch {
                throw .other(error.localizedDescription, "creating the directory \(directory.path)")
            }
        } else if !isDirectory.boolValue {
            throw .other("it exists and is not a directory", "opening the directory \(directory.path)")
        }
        guard !manager.fileExists(atPath: fileURL.path) else { return }
        guard manager.createFile(atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw .other("cannot create the file", "creating \(fileURL.path)")
        }
        do {
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: fileURL.path)
        } catch {
            throw .other(error.localizedDescription, "setting the permissions of \(fileURL.path)")
        }
    }

    /// Why the file cannot be used, or nil when it can. Checks on a connection of its own, closed
    /// before returning, so that the file can be moved aside.
    ///
    /// The checks are chosen to cost little however large the file: its header (not a database,
    /// cut short), its schema, its version, and `PRAGMA quick_check` of the tables a start reads
    /// (everything but the events, their changes and their search index). Damage inside the
    /// events is reported when they are read, with the same advice.
    private static func inspect(_ path: String) throws(StoreError) -> String? {
        if let problem = SQLiteFileHeader.problem(at: path) {
            return problem
        }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path)
            try connection.execute("PRAGMA busy_timeout = 5000")
        } catch {
            throw .unreadable(location: path, reason: error.description)
        }
        do {
            let tables = Set(try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'table'"))
            for table in checkedAtOpen where tables.contains(table) {
                let check = try connection.texts("PRAGMA quick_check(\"\(table)\")")
                guard check == ["ok"] else {
                    return "it is damaged: " + check.prefix(3).joined(separator: "; ")
                }
            }
            let version = try connection.integer("PRAGMA user_version") ?? 0
            guard version <= ConbookSchema.currentVersion else {
                return "it was written by a newer Conbook (schema version \(version); this one reads up to "
                    + "\(ConbookSchema.currentVersion))"
            }
            return nil
        } catch {
            guard error.meansCorruptFile else { throw .unreadable(location: path, reason: error.description) }
            return "it is damaged or not a database (SQLite: \(error.message))"
        }
    }

    /// The tables checked whole on every open: small, and read by every start (those of the kinds
    /// the outline holds among them).
    private static let checkedAtOpen =
        [
            "conventions", "favourites", "announcement_reads", "given_reminders", "event_priorities", "hidden_items",
            "friends_lists", "removed_favourites", "settings",
        ]
        + StoredKinds.all.filter(\.kind.isKeptInOutline).map(\.tableName)

    /// Moves the (closed) file aside and says so.
    private static func moveAside(_ fileURL: URL, because reason: String) -> StoreError {
        do {
            let target = try UnreadableFileMover(fileURL: fileURL).moveAside()
            return .unreadable(
                location: fileURL.path,
                reason: "\(reason). The file was moved aside to \(target.path) (nothing was deleted); "
                    + "a new download will fill a fresh store")
        } catch {
            return .unreadable(location: fileURL.path, reason: "\(reason); moving it aside failed: \(error)")
        }
    }

    /// Creates the table of each kind kept whole that the file lacks (`StoredKinds.keptWhole`): a
    /// kind added after the file was written gets its table, without a migration.
    private static func createTablesOfKindsKeptWhole(_ connection: SQLiteConnection) throws(SQLiteFailure) {
        let tables = Set(try connection.texts("SELECT name FROM sqlite_schema WHERE type = 'table'"))
        let missing = StoredKinds.keptWhole.filter { !tables.contains($0.tableName) }
        guard !missing.isEmpty else { return }
        try connection.writeTransaction { () throws(SQLiteFailure) in
            for kind in missing {
                try connection.execute(StoredKinds.creation(of: kind))
            }
        }
    }

    /// Applies every migration from the file's version to `ConbookSchema.currentVersion`, one
    /// transaction per step (version 0 is a new, empty file).
    private static func migrate(_ connection: SQLiteConnection) throws(SQLiteFailure) {
        var version = Int(try connection.integer("PRAGMA user_version") ?? 0)
        while version < ConbookSchema.currentVersion {
            let step = ConbookSchema.migrations[version]
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.execute(step)
                try connection.execute("PRAGMA user_version = \(version + 1)")
            }
            version += 1
        }
    }
}
