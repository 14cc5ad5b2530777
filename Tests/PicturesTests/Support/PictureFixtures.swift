import ConbookPictures
import Foundation

/// The pictures in `Tests/Fixtures/images/` (made by its `make_fixtures.py`), found from this
/// file's path.
enum PictureFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PicturesTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/images", isDirectory: true)

    /// The quadrants' colours in `quadrants.*`, as `make_fixtures.py` paints them.
    static let topLeft = PictureColor(red: 230, green: 30, blue: 30)
    static let topRight = PictureColor(red: 30, green: 200, blue: 60)
    static let bottomLeft = PictureColor(red: 40, green: 60, blue: 220)
    static let bottomRight = PictureColor(red: 240, green: 220, blue: 40)

    /// A fixture's bytes.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

extension PictureColor {
    /// Whether every channel is within `tolerance` of another colour's.
    func isClose(to other: PictureColor, tolerance: Int) -> Bool {
        [(red, other.red), (green, other.green), (blue, other.blue), (alpha, other.alpha)]
            .allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
    }
}
