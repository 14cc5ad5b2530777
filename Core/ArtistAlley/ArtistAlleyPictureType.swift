/// The kinds of picture a table request takes, known by their first bytes (never by a file's
/// name).
public enum ArtistAlleyPictureType: String, Hashable, Sendable, CaseIterable {
    case jpeg = "image/jpeg"
    case png = "image/png"
    case webp = "image/webp"

    /// The media type, e.g. `image/png`.
    public var mediaType: String { rawValue }

    /// The kind of picture bytes begin like; nil for anything else.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }
}
