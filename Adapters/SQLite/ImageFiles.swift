import ConbookFiles
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The image bytes kept next to a database: `images/<hex SHA-1>.<ext>`, one file per version,
/// shared by every convention that keeps it (the `image_files` table says which). Files are
/// 0600 in a 0700 directory, written to a temporary name, flushed, then renamed, so a file under
/// its final name is always whole.
struct ImageFiles {
    let connection: SQLiteConnection
    /// The `images` directory.
    let directory: URL

    /// The file name of a version: the SHA-1 in hex and an extension from the media type.
    static func fileName(hash: String, mimeType: String) -> String? {
        guard let digest = Data(base64Encoded: hash), digest.count == 20 else { return nil }
        let hex = digest.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            .joined()
        let ext =
            switch mimeType.lowercased() {
            case "image/png": "png"
            case "image/jpeg", "image/jpg": "jpg"
            case "image/gif": "gif"
            case "image/webp": "webp"
            default: "img"
            }
        return "\(hex).\(ext)"
    }

    /// Writes a version under its file name, unless a whole one is there already.
    func write(_ bytes: [UInt8], as fileName: String) throws(SQLiteFailure) {
        let target = directory.appending(path: fileName)
        if let size = try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int, size == bytes.count {
            return
        }
        do {
            try PrivateFile.makeDirectory(directory)
            try PrivateFile.write(bytes, to: target)
        } catch {
            throw failure(error.reason)
        }
    }

    /// The bytes of a file, or nil when it is missing or not the expected size.
    func read(_ fileName: String, size: Int) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: directory.appending(path: fileName).path),
            data.count == size
        else { return nil }
        return [UInt8](data)
    }

    /// Deletes every file no convention keeps any more, and leftovers of interrupted writes.
    func removeUnkept() throws(SQLiteFailure) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let kept = Set(try connection.texts("SELECT DISTINCT file_name FROM image_files"))
        for name in names where !kept.contains(name) {
            unlink(directory.appending(path: name).path)
        }
    }

    private func failure(_ message: String) -> SQLiteFailure {
        .other("\(message): \(String(cString: strerror(errno)))", "keeping an image")
    }
}
