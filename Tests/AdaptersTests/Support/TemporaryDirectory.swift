import Foundation

/// Runs a test body with a new, empty directory of its own, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Runs an async test body with a new, empty directory of its own, removed afterwards.
func withTemporaryDirectory<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A new, empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("conbook-adapters-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
