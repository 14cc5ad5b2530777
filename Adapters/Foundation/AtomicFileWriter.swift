import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's content atomically with POSIX calls: write a temporary file in the same
/// directory, flush it to disk, rename it over the old file, then flush the directory.
///
/// A reader sees the old content or the new, never a mix, even after a crash; a failed write
/// leaves the old file as it was. The directory is created with permissions 0700 when missing
/// and files get 0600. One writer at a time per file (the temporary file's name is fixed).
struct AtomicFileWriter {
    /// The file to replace.
    let fileURL: URL

    /// Writes the bytes as the file's new content.
    /// - Throws: a reason in words when any step fails; the old file is then intact.
    func write(_ data: Data) throws(AtomicWriteFailure) {
        let directory = fileURL.deletingLastPathComponent()
        try createDirectoryIfMissing(directory)
        let temporaryPath = directory.appendingPathComponent(".\(fileURL.lastPathComponent).tmp").path
        do throws(AtomicWriteFailure) {
            try writeFlushed(data, to: temporaryPath)
            let finalPath = fileURL.path
            guard rename(temporaryPath, finalPath) == 0 else {
                let reason = Self.lastError()
                throw AtomicWriteFailure("cannot rename \(temporaryPath) to \(finalPath): \(reason)")
            }
        } catch {
            _ = unlink(temporaryPath)
            throw error
        }
        flushDirectory(directory.path)
    }

    private func createDirectoryIfMissing(_ directory: URL) throws(AtomicWriteFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw AtomicWriteFailure("\(directory.path) exists and is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw AtomicWriteFailure("cannot create the directory \(directory.path): \(error.localizedDescription)")
        }
        _ = chmod(directory.path, 0o700)
    }

    private func writeFlushed(_ data: Data, to path: String) throws(AtomicWriteFailure) {
        if unlink(path) != 0, errno != ENOENT {
            let reason = Self.lastError()
            throw AtomicWriteFailure("cannot remove the stale temporary file \(path): \(reason)")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = Self.lastError()
            throw AtomicWriteFailure("cannot create the temporary file \(path): \(reason)")
        }
        var closed = false
        defer { if !closed { _ = close(descriptor) } }
        _ = fchmod(descriptor, 0o600)
        let failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> AtomicWriteFailure? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    return AtomicWriteFailure("cannot write \(path): \(Self.lastError(code))")
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
        guard fsync(descriptor) == 0 else {
            let reason = Self.lastError()
            throw AtomicWriteFailure("cannot flush \(path) to disk: \(reason)")
        }
        closed = true
        guard close(descriptor) == 0 else {
            let reason = Self.lastError()
            throw AtomicWriteFailure("cannot close \(path): \(reason)")
        }
    }

    /// Makes the rename durable. Best effort: the new content is already in place, so a failure
    /// here is not reported as a failed write.
    private func flushDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// The text of an error number, by default `errno`: call it right after the failing call.
    private static func lastError(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}

/// POSIX `write(2)`, named apart from `AtomicFileWriter.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
