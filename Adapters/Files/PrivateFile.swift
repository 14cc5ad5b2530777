public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file only its owner may read (mode 0600), written atomically: to a temporary name in the same
/// directory, flushed, renamed over the old one, and the directory flushed, so that the file under
/// its name is always whole, old or new, whatever happens midway.
public enum PrivateFile {
    /// Why a write or a removal did not complete (the file under its name is as it was).
    public struct Failure: Error, Sendable {
        /// What failed, with the path.
        public let reason: String
    }

    /// Writes bytes to a file atomically, mode 0600 (`WholeFile`).
    public static func write(_ bytes: [UInt8], to target: URL) throws(Failure) {
        do {
            try WholeFile.write(bytes, to: target, permissions: 0o600)
        } catch {
            throw Failure(reason: error.reason)
        }
    }

    /// Removes a file (nothing when it is not there).
    public static func remove(_ target: URL) throws(Failure) {
        guard unlink(target.path) == 0 || errno == ENOENT else {
            throw Failure(reason: "cannot remove \(target.path) (\(String(cString: strerror(errno))))")
        }
        WholeFile.syncDirectory(target.deletingLastPathComponent())
    }

    /// Makes a directory (and its parents) the owner alone may enter, when it is missing.
    public static func makeDirectory(_ directory: URL) throws(Failure) {
        guard !FileManager.default.fileExists(atPath: directory.path) else { return }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(reason: "cannot create \(directory.path) (\(error.localizedDescription))")
        }
    }
}
