/// Why `PictureDecoder` refused some bytes; `description` says it in a sentence for the user.
public enum PictureDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// There were no bytes at all.
    case empty
    /// The data is not a PNG or a JPEG; `recognisedAs` names what it is when its signature says
    /// so ("GIF", "BMP", "WebP", "TIFF").
    case unsupportedFormat(recognisedAs: String?)
    /// The data is larger than the decoder takes.
    case tooManyBytes(byteCount: Int, maximumBytes: Int)
    /// A side of the picture is longer than the decoder takes.
    case tooLarge(width: Int, height: Int, maximumDimension: Int)
    /// The picture has more pixels than the decoder takes.
    case tooManyPixels(width: Int, height: Int, maximumPixels: Int)
    /// The data is cut short or damaged; `reason` is the decoder's word for what is wrong
    /// (stb_image's failure reason, e.g. "bad huffman code", or Conbook's own check).
    case damaged(PictureFormat, reason: String)

    /// The refusal in a sentence, e.g. "The picture is 20000 × 20000 pixels; pictures up to
    /// 16384 on a side are shown."
    public var description: String {
        switch self {
        case .empty:
            "The picture is empty (no bytes)."
        case .unsupportedFormat(let name?):
            "The picture is a \(name); only PNG and JPEG pictures are shown."
        case .unsupportedFormat(nil):
            "The data is not a PNG or JPEG picture."
        case .tooManyBytes(let byteCount, let maximumBytes):
            "The picture takes \(Self.bytes(byteCount)); pictures up to \(Self.bytes(maximumBytes)) are shown."
        case .tooLarge(let width, let height, let maximumDimension):
            "The picture is \(width) × \(height) pixels; pictures up to \(maximumDimension) on a side are shown."
        case .tooManyPixels(let width, let height, let maximumPixels):
            "The picture is \(width) × \(height) pixels (\((width * height).groupedDigits) in all); pictures up to \(maximumPixels.groupedDigits) pixels are shown."
        case .damaged(let format, let reason):
            "The \(format.name) picture is damaged or cut short: \(reason)."
        }
    }

    /// A number of bytes for people: "512 bytes", "1.5 KiB", "32 MiB".
    private static func bytes(_ count: Int) -> String {
        let units: [(size: Int, name: String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        guard let unit = units.first(where: { count >= $0.size }) else {
            return count == 1 ? "1 byte" : "\(count) bytes"
        }
        let tenths = (count * 10 + unit.size / 2) / unit.size
        return tenths % 10 == 0 ? "\(tenths / 10) \(unit.name)" : "\(tenths / 10).\(tenths % 10) \(unit.name)"
    }
}
