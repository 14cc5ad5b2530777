public import Foundation

/// The badge pass pictures of `Tests/Fixtures/pass` (see its `SOURCES.md`): Aztec codes written by
/// zxing-cpp, and their modules.
public enum PassFixture {
    /// `Tests/Fixtures/pass/`.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures/pass")

    /// The bytes of a file, e.g. `aztec-1234-rects.svg`.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appending(path: name))
    }

    /// The modules of a code as zxing-cpp made them (`aztec-1234.txt`: a row a line, `X` dark),
    /// row by row, `true` for a dark module.
    public static func modules(_ name: String) throws -> [[Bool]] {
        let text = String(decoding: try data(name), as: UTF8.self)
        return text.split(separator: "\n").map { line in line.map { $0 == "X" } }
    }
}
