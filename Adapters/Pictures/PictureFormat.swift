/// The encodings `PictureDecoder` reads, told apart by their first bytes.
public enum PictureFormat: String, Sendable, Hashable, CaseIterable {
    /// Portable Network Graphics: starts with `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// JPEG (JFIF, Exif): starts with a start-of-image marker, `FF D8 FF`.
    case jpeg

    /// The format's usual name, e.g. "PNG".
    public var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        }
    }

    /// The format whose signature `bytes` start with, if either.
    init?(signatureOf bytes: [UInt8]) {
        if bytes.starts(with: Self.pngSignature) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// The eight bytes every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The name of a picture format that is not read, for saying what some bytes are: GIF, BMP,
    /// WebP or TIFF by their signature, else nil.
    static func unsupportedName(of bytes: [UInt8]) -> String? {
        let ascii = { (text: String) in Array(text.utf8) }
        if bytes.starts(with: ascii("GIF87a")) || bytes.starts(with: ascii("GIF89a")) { return "GIF" }
        if bytes.starts(with: ascii("BM")) { return "BMP" }
        if bytes.count >= 12, bytes.starts(with: ascii("RIFF")), Array(bytes[8..<12]) == ascii("WEBP") { return "WebP" }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        return nil
    }
}
