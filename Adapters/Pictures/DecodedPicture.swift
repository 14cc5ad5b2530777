/// A decoded picture: its size and its pixels, four bytes each (red, green, blue, alpha), row by
/// row from the top left.
public struct DecodedPicture: Sendable, Hashable {
    /// The width in pixels (at least 1).
    public let width: Int
    /// The height in pixels (at least 1).
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue and alpha of each pixel, rows from the top,
    /// pixels from the left. Alpha 255 is opaque; pictures without alpha have 255 everywhere.
    public let pixels: [UInt8]
    /// The encoding the picture was decoded from.
    public let format: PictureFormat

    /// Creates a picture from RGBA pixels; nil unless both sides are positive and there are
    /// exactly `width × height × 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8], format: PictureFormat) {
        guard width > 0, height > 0 else { return nil }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= Int.max / 4, pixels.count == area * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.format = format
    }

    /// The pixel at column `x`, row `y` (both from 0) as red, green, blue and alpha.
    public subscript(x: Int, y: Int) -> PictureColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "A pixel outside the picture")
        let offset = (y * width + x) * 4
        return PictureColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}
