import Foundation

/// What each byte of a store file goes to: the pages of every table and index (SQLite's `dbstat`
/// virtual table, read by the `sqlite3` program over the closed file), largest first, per event.
///
///   conbook-store-benchmarks --bytes [EVENTS]      (EVENTS: 100000 unless given)
///
/// The synthetic convention of EVENTS events is saved into a new store (`saveConvention`, as the
/// benchmark's ingest does) and the file's objects are listed with their share of the file, e.g.
/// `events: 1358 B per event (61.9%)`; the full-text index's shadow tables (`event_search_*`) are
/// listed each. Needs `sqlite3` (Debian's `sqlite3` package) on the PATH.
enum StoreBytes {
    /// What `--bytes [EVENTS]` asks for, or nil without `--bytes`.
    static func requested(by arguments: [String]) -> Int? {
        guard let flag = arguments.firstIndex(of: "--bytes") else { return nil }
        return arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 100_000
    }

    /// The pages of every object of the file, in bytes, largest first (through `sqlite3`).
    static func objectSizes(of file: URL) throws -> [(name: String, bytes: Int)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "sqlite3", "-readonly", "-separator", "\t", file.path,
            "SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY sum(pgsize) DESC",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw StoreBytesError.sqlite3Failed(process.terminationStatus) }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let bytes = Int(fields[1]) else { return nil }
            return (String(fields[0]), bytes)
        }
    }

    /// The lines printed: the file's size per event, then each object's.
    static func report(_ sizes: [(name: String, bytes: Int)], events: Int) -> [String] {
        let total = sizes.reduce(0) { $0 + $1.bytes }
        func perEvent(_ bytes: Int) -> String { "\((bytes + events / 2) / events) B per event" }
        var lines = ["store file at \(events) events: \(perEvent(total)) (\(total / 1_048_576) MiB), by table and index:"]
        for (name, bytes) in sizes where bytes * 200 >= total {
            lines.append(
                "  \(name): \(perEvent(bytes)) (\(String(format: "%.1f", Double(bytes) * 100 / Double(max(total, 1))))%)")
        }
        let small = sizes.filter { $0.bytes * 200 < total }
        if !small.isEmpty {
            lines.append("  \(small.count) others under 0.5% each: \(perEvent(small.reduce(0) { $0 + $1.bytes })) together")
        }
        return lines
    }
}

/// Why the file's objects could not be listed.
enum StoreBytesError: Error {
    /// `sqlite3` ended with this status (missing, or the file unreadable).
    case sqlite3Failed(Int32)
}
