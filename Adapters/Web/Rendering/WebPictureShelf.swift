import ConbookIdentity
import Synchronization

/// The pictures the pages show, kept in memory by the SHA-256 of their bytes, so that a page
/// links to `/pictures/<digest>` and the server answers it with the bytes, an `ETag` and caching
/// for good (the address changes when the picture does). Only PNG, JPEG, GIF and WebP are kept:
/// anything else (an SVG, which may hold script) is not served, and the page says what the
/// picture is instead. The shelf holds at most `capacity` bytes; the pictures used least recently
/// go first. Any thread may read it (the server answers pictures on its own threads).
public final class WebPictureShelf: Sendable {
    /// A picture kept: its bytes and their media type.
    public struct Picture: Sendable {
        /// The encoded picture.
        public let bytes: [UInt8]
        /// Its media type, e.g. `image/png`.
        public let mediaType: String
    }

    private struct Shelf {
        var pictures: [String: Picture] = [:]
        var useOrder: [String] = []
        var digests: [Int: [(bytes: [UInt8], digest: String)]] = [:]
        var heldBytes = 0
    }

    private let capacity: Int
    private let shelf = Mutex(Shelf())

    /// A shelf of at most `capacity` bytes (64 MiB unless told).
    public init(capacity: Int = 64 << 20) {
        self.capacity = capacity
    }

    /// Keeps a picture and returns its address; nil when its bytes are not a picture the shelf
    /// serves, or larger than the whole shelf.
    public func address(of bytes: [UInt8]) -> WebAddress? {
        guard let mediaType = Self.mediaType(of: bytes), bytes.count <= capacity else { return nil }
        let digest = shelf.withLock { shelf in
            let digest = Self.digest(of: bytes, in: &shelf)
            if shelf.pictures[digest] == nil {
                shelf.pictures[digest] = Picture(bytes: bytes, mediaType: mediaType)
                shelf.heldBytes += bytes.count
            }
            Self.markUsed(digest, in: &shelf)
            evictBeyondCapacity(&shelf)
            return digest
        }
        return WebAddress.page("pictures", digest)
    }

    /// The picture kept under a digest, if it still is.
    public func picture(digest: String) -> Picture? {
        shelf.withLock { shelf in
            guard let picture = shelf.pictures[digest] else { return nil }
            Self.markUsed(digest, in: &shelf)
            return picture
        }
    }

    /// The media type of a picture's bytes, by their signature; nil for anything else.
    static func mediaType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return "image/gif" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            return "image/webp"
        }
        return nil
    }

    private static func digest(of bytes: [UInt8], in shelf: inout Shelf) -> String {
        let key = bytes.hashValue
        if let known = shelf.digests[key]?.first(where: { $0.bytes == bytes }) { return known.digest }
        let digest = SHA256.digest(bytes).map { byte in
            let digits = Array("0123456789abcdef")
            return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
        }.joined()
        shelf.digests[key, default: []].append((bytes, digest))
        return digest
    }

    private static func markUsed(_ digest: String, in shelf: inout Shelf) {
        shelf.useOrder.removeAll { $0 == digest }
        shelf.useOrder.append(digest)
    }

    private func evictBeyondCapacity(_ shelf: inout Shelf) {
        while shelf.heldBytes > capacity, let oldest = shelf.useOrder.first {
            shelf.useOrder.removeFirst()
            guard let picture = shelf.pictures.removeValue(forKey: oldest) else { continue }
            shelf.heldBytes -= picture.bytes.count
            let key = picture.bytes.hashValue
            shelf.digests[key]?.removeAll { $0.digest == oldest }
            if shelf.digests[key]?.isEmpty == true { shelf.digests[key] = nil }
        }
    }
}
