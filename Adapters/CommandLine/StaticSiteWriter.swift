import ConbookWeb
import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#else
    import Darwin
    private let systemWrite = Darwin.write
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
    struct Report {
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
    private var previous: Set<String> = []
    private var createdDirectories: Set<String> = []
    private var current: [String] = []
    private(set) var report = Report()

    /// Opens a folder for a copy: a new or empty one, or one holding a copy written before.
    init(folder: URL) throws(Refusal) {
        self.folder = folder
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

    /// Writes one file of the copy, unless the same file is there.
    mutating func write(_ file: WebGuideSite.File) throws(Refusal) {
        let relative = file.path.joined(separator: "/")
        current.append(relative)
        let target = folder.appending(path: relative)
        if let existing = FileManager.default.contents(atPath: target.path), file.isSame(as: existing) {
            report.unchanged += 1
            return
        }
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appending(path: ".\(target.lastPathComponent).partial")
        do {
            if createdDirectories.insert(directory.path).inserted {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }
            try Self.writeWhole(file.bytes, to: temporary.path)
            guard rename(temporary.path, target.path) == 0 else { throw Self.systemError(target.path) }
        } catch {
            unlink(temporary.path)
            throw .cannotWrite(path: target.path, reason: error.localizedDescription)
        }
        report.written += 1
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
