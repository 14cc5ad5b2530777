import Foundation

/// Moves an unreadable database file out of the way, never deleting anything: `<name>` becomes
/// `<name>.unreadable-<UTC timestamp>`, and its `-wal` and `-shm` files follow with the same
/// suffixes (so SQLite can still open the moved file with its journal, for inspection).
struct UnreadableFileMover {
    /// The database file to move.
    let fileURL: URL

    /// Renames the file and its companions; returns where the database file went.
    func moveAside(now: Date = Date()) throws(SQLiteFailure) -> URL {
        let manager = FileManager.default
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let stamp = formatter.string(from: now)
        var target = URL(fileURLWithPath: fileURL.path + ".unreadable-\(stamp)")
        var attempt = 2
        while manager.fileExists(atPath: target.path) || manager.fileExists(atPath: target.path + "-wal") {
            target = URL(fileURLWithPath: fileURL.path + ".unreadable-\(stamp)-\(attempt)")
            attempt += 1
        }
        for suffix in ["", "-wal", "-shm"] {
            let source = fileURL.path + suffix
            guard manager.fileExists(atPath: source) else { continue }
            do {
                try manager.moveItem(atPath: source, toPath: target.path + suffix)
            } catch {
                throw .other(
                    "\(error.localizedDescription)", "moving \(source) aside to \(target.path + suffix)")
            }
        }
        return target
    }
}
