import ConbookWeb
import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#else
    import Darwin
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif

/// Writes a static copy of the guide into a folder, touching only what changed: a file whose bytes
/// are already there (stamps aside, `WebGuideSite.File.stampLinePrefixes`) is left alone (so a sync-and-publish job uploads little), each file written
/// goes to a temporary name and is renamed over the old one (a reader sees the old or the new file,
/// never half of one), and the files of the previous copy it no longer holds are removed. The list
/// of the copy's files is kept in `.conbook-site`, which is also how a folder is known to be one.
struct StaticSiteWriter {
    /// The name of the list of the copy's files.
    static let listName = ".conbook-site"

    /// What a run did.
    struct Report: Codable {
        var written = 0
        var unchanged = 0
        var removed = 0
    }

    /// Why a folder is not written.
    enum Refusal: Error {
        /// The folder holds files and no list: it is not a copy Conbook wrote.
        case notACopy
        /// A file could not be written or removed.
        case cannotWrite(path: String, reason: String)
    }

    let folder: URL
    /// The folder's path, without a final `/`.
    private let root: String
    private var previous: Set<String> = []
    private var createdDirectories: Set<String> = []
    private var current: [String] = []
    private(set) var report = Report()

    /// Opens a folder for a copy: a new or empty one, or one holding a copy written before.
    init(folder: URL) throws(Refusal) {
        self.init(partOf: folder)
        let manager = FileManager.default
        let list = folder.appending(path: Self.listName)
        if let text = try? String(contentsOf: list, encoding: .utf8) {
            previous = Set(text.split(separator: "\n").map(String.init))
        } else if let contents = try? manager.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            throw .notACopy
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder.path, reason: error.localizedDescription)
        }
    }

    /// Opens a folder a copy is being written to by another writer (`conbook site`'s own
    /// process), to write some of its pages: the list and what the copy no longer holds are that
    /// writer's, this one only writes files and counts them.
    init(partOf folder: URL) {
        self.folder = folder
        let path = folder.standardizedFileURL.path
        root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Counts a file of the copy another writer wrote (a worker process), so that this copy's list
    /// holds it.
    mutating func adopt(_ relative: String) {
        current.append(relative)
    }

    /// Adds what another writer of the copy did to this run's report.
    mutating func absorb(_ other: Report) {
        report.written += other.written
        report.unchanged += other.unchanged
    }

    /// Writes one file of the copy, unless the same file is there.
    mutating func write(_ file: WebGuideSite.File) throws(Refusal) {
        // Plain paths and system calls: a copy of a large convention is hundreds of thousands of
        // files, and `URL`/`FileManager` cost more per file than the file system does.
        let relative = file.path.joined(separator: "/")
        current.append(relative)
        let directory = file.path.count > 1 ? root + "/" + file.path.dropLast().joined(separator: "/") : root
        let target = directory + "/" + file.path[file.path.count - 1]
        if let existing = Self.contents(of: target), file.isSame(as: existing) {
            report.unchanged += 1
            return
        }
        let temporary = directory + "/." + file.path[file.path.count - 1] + ".partial"
        do {
            if directory != root, !createdDirectories.contains(directory) {
                try Self.makeDirectories(directory, under: root)
                createdDirectories.insert(directory)
            }
            try Self.writeWhole(file.bytes, to: temporary)
            guard rename(temporary, target) == 0 else { throw Self.systemError(target) }
        } catch {
            unlink(temporary)
            throw .cannotWrite(path: target, reason: error.localizedDescription)
        }
        report.written += 1
    }

    /// The bytes of a file, or nil when there is none (or it cannot be read: it is written again).
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Makes a folder and those above it up to `root` that are missing (one `mkdir` when only the
    /// last is).
    private static func makeDirectories(_ path: String, under root: String) throws {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), path.startIndex < slash, String(path[..<slash]) != root
        else { throw systemError(path) }
        try makeDirectories(String(path[..<slash]), under: root)
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw systemError(path) }
    }

    /// Writes bytes to a new file (no sync: a copy cut short by a crash is written again whole
    /// by the next run, which finds its files differ).
    private static func writeWhole(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw systemError(path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                throw systemError(path)
            }
            written += count
        }
    }

    private static func systemError(_ path: String) -> any Error {
        CocoaError(
            .fileWriteUnknown,
            userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }

    /// Removes what the previous copy held and this one does not, and keeps this copy's list.
    mutating func finish() throws(Refusal) {
        let kept = Set(current)
        for stale in previous.subtracting(kept).sorted() {
            // Only paths this writer wrote, inside the folder.
            guard !stale.split(separator: "/").contains(".."), !stale.hasPrefix("/") else { continue }
            if (try? FileManager.default.removeItem(at: folder.appending(path: stale))) != nil { report.removed += 1 }
        }
        do {
            try Data(current.sorted().joined(separator: "\n").utf8).write(
                to: folder.appending(path: Self.listName), options: .atomic)
        } catch {
            throw .cannotWrite(path: folder.appending(path: Self.listName).path, reason: error.localizedDescription)
        }
    }
}
