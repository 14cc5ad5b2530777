import Foundation

/// The 100-byte header of an SQLite file, read without SQLite: enough to tell, in microseconds,
/// a file that is not a database, or one cut short, from one worth opening.
///
/// Layout (sqlite.org/fileformat.html): bytes 0–15 the magic text, 16–17 the page size (1 means
/// 65,536), 24–27 the change counter, 28–31 the database size in pages, 92–95 the change counter
/// the size is valid for. The size is trusted only when those two counters agree.
struct SQLiteFileHeader {
    /// What is wrong with the file at a path, or nil when its header is sound (or it is empty, a new file).
    static func problem(at path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let fileSize = (try? handle.seekToEnd()).map(Int.init) ?? 0
        guard fileSize > 0 else { return nil }
        try? handle.seek(toOffset: 0)
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        let magic = Array("SQLite format 3\u{0}".utf8)
        guard header.count == 100, Array(header[0..<16]) == magic else {
            return "it is not a database (its first bytes are not SQLite's header)"
        }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else {
            return "it is damaged: its header gives an impossible page size (\(rawPageSize))"
        }
        let pages = Int(bigEndian32(header, at: 28))
        guard pages > 0, bigEndian32(header, at: 24) == bigEndian32(header, at: 92) else { return nil }
        guard fileSize >= pages * pageSize else {
            return "it is damaged: it was cut short (its header says \(pages * pageSize) bytes, the file has \(fileSize))"
        }
        return nil
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
