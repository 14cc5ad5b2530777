/// What the data source says about an image; the bytes are fetched separately.
public struct ImageReference: Hashable, Sendable {
    /// Identifies an image.
    public typealias ID = Identifier<ImageReference>

    /// The image's identifier.
    public var id: ID
    /// The organisers' reference, e.g. `dealer:artist:48`.
    public var internalReference: String
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Size of the encoded image in bytes.
    public var sizeInBytes: Int
    /// Its media type, e.g. `image/jpeg`.
    public var mimeType: String
    /// The SHA-1 of its bytes in Base64 (the source's `ContentHashSha1`), which changes when the
    /// image does; a downloaded image must have it.
    public var contentHash: String
    /// Where to download it from, when the source says (otherwise the source knows by identifier).
    public var url: String?

    /// Creates an image reference.
    public init(
        id: ID, internalReference: String = "", width: Int = 0, height: Int = 0, sizeInBytes: Int = 0,
        mimeType: String = "", contentHash: String = "", url: String? = nil
    ) {
        self.id = id
        self.internalReference = internalReference
        self.width = width
        self.height = height
        self.sizeInBytes = sizeInBytes
        self.mimeType = mimeType
        self.contentHash = contentHash
        self.url = url
    }
}

extension ImageReference {
    /// The content hash a source gives for these bytes: their SHA-1 in Base64, which a downloaded
    /// image must match.
    public static func contentHash(of bytes: [UInt8]) -> String {
        Base64.encoded(SHA1.digest(bytes))
    }
}

extension ImageReference: OutlineEntity {
    /// Image references are few: the outline holds them all.
    public static let kind = EntityKind<ImageReference>(name: "image")
}
