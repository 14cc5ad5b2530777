import Foundation

/// A fresh, empty directory that is removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "conbook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a file inside the directory and returns its URL.
    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appending(path: name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
