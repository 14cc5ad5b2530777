import Foundation

/// A new, empty directory under the system's temporary directory; remove it when done.
func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("conbook-sqlite-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Runs a test body with a new, empty directory of its own, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
