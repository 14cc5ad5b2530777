public import Foundation

/// Runs a test body with a new, empty directory of its own, removed afterwards.
public func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Runs an async test body with a new, empty directory of its own, removed afterwards.
public func withTemporaryDirectory<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A new, empty directory under the system's temporary directory.
public func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("conbook-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// A fresh, empty directory that is removed when the value goes away.
public final class TemporaryDirectory {
    /// Where it is.
    public let url: URL

    /// Creates the directory.
    public init() throws {
        url = try makeTemporaryDirectory()
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a file inside the directory and returns its URL.
    public func write(_ text: String, to name: String) throws -> URL {
        let file = url.appending(path: name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        return file
    }
}
