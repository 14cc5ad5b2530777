import Foundation

/// The pictures of `Tests/Fixtures/images` (see its `SOURCES.md`), for the console's tests.
enum PictureFixture {
    /// The bytes of a file of `Tests/Fixtures/images`, e.g. `quadrants.png` (48 × 32 pixels).
    static func bytes(_ name: String) throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // ConsoleTests
            .deletingLastPathComponent()  // Tests
            .appending(path: "Fixtures/images")
        return [UInt8](try Data(contentsOf: directory.appending(path: name)))
    }
}
