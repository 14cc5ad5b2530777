public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written whole or not at all: to a temporary name in the same directory, flushed, renamed
/// over the old one, and the directory flushed, so that the file under its name is always whole,
/// old or new, whatever happens midway. Foundation's atomic write does the same on Linux but leaves
/// an empty `TemporaryDirectory.*` in the temporary directory at every write; this leaves nothing.
public enum WholeFile {
    /// Why a write did not complete (the file under its name is as it was).
    public struct Failure: Error, Sendable {
        /// What failed, with the path.
        public let reason: String
    }

    /// Writes bytes to a file; a new version gets `permissions` as the process's umask leaves them
    /// (0666 unless given: what any program's new file gets, 0644 under the usual umask).
    public static func write(_ bytes: [UInt8], to target: URL, permissions: mode_t = 0o666) throws(Failure) {
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appending(path: ".\(target.lastPathComponent).partial-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else { throw Failure(reason: "cannot create \(temporary.path)") }
        var written = 0
        let wroteAll = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                guard result > 0 else { return false }
                written += result
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard wroteAll, synced, rename(temporary.path, target.path) == 0 else {
            unlink(temporary.path)
            throw Failure(reason: "cannot write \(target.path)")
        }
        syncDirectory(directory)
    }

    /// Flushes a directory's entries (a file renamed or removed in it) to the disk.
    static func syncDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
