public import ConbookCore

/// A picture as display values (a map, a dealer's art): its encoded bytes when they are kept,
/// its size, what it is, and a point to mark on it. A front end draws the bytes when it can and
/// otherwise says what the picture is.
public struct PictureViewModel: Hashable, Sendable {
    /// A place to mark on the picture (a focused or tapped place on a map).
    public struct Marker: Hashable, Sendable {
        /// Its horizontal position, in pixels of the picture from its left edge.
        public var x: Int
        /// Its vertical position, in pixels from the picture's top edge.
        public var y: Int
        /// How far around the point the place reaches, in pixels; 0 for a point.
        public var radius: Int

        /// Creates a marker.
        public init(x: Int, y: Int, radius: Int = 0) {
            self.x = x
            self.y = y
            self.radius = radius
        }
    }

    /// The encoded picture (PNG, JPEG, …) when it is downloaded; nil when it is not.
    public var bytes: [UInt8]?
    /// Its width in pixels; 0 when the source does not say.
    public var width: Int
    /// Its height in pixels; 0 when the source does not say.
    public var height: Int
    /// What it is, e.g. `1920 × 1400 PNG`.
    public var description: String
    /// A place to mark on it, if any.
    public var marker: Marker?
    /// Whether the bytes are an earlier version, kept while the current one could not be downloaded.
    public var isEarlierVersion: Bool

    /// Creates the display values.
    public init(
        bytes: [UInt8]?, width: Int, height: Int, description: String, marker: Marker? = nil,
        isEarlierVersion: Bool = false
    ) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.description = description
        self.marker = marker
        self.isEarlierVersion = isEarlierVersion
    }

    /// The picture as the Core has it, or nil when there is none; its description in the
    /// catalogue's language.
    public init?(_ content: ImageContent, marker: Marker? = nil, in texts: TextCatalogue<ModuleText>) {
        switch content {
        case .none:
            return nil
        case .notDownloaded(let reference):
            self.init(reference, bytes: nil, marker: marker, in: texts)
        case .downloaded(let reference, let bytes):
            self.init(reference, bytes: bytes, marker: marker, in: texts)
        case .previousVersion(let reference, let bytes):
            self.init(reference, bytes: bytes, marker: marker, in: texts)
            isEarlierVersion = true
        }
    }

    /// Whether the size is known, so that a point can be checked against it.
    public var hasKnownSize: Bool {
        width > 0 && height > 0
    }

    /// What a picture is, in words: its size when known and its format, e.g. `1920 × 1400 PNG`
    /// (`picture` in the catalogue's language when the format is not given).
    public static func description(of reference: ImageReference, in texts: TextCatalogue<ModuleText>) -> String {
        let format = formatName(of: reference.mimeType, in: texts)
        return reference.width > 0 && reference.height > 0 ? "\(reference.width) × \(reference.height) \(format)" : format
    }

    private init(_ reference: ImageReference, bytes: [UInt8]?, marker: Marker?, in texts: TextCatalogue<ModuleText>) {
        self.init(
            bytes: bytes, width: max(0, reference.width), height: max(0, reference.height),
            description: Self.description(of: reference, in: texts), marker: marker)
    }

    /// The picture's format as people name it, e.g. `PNG` for `image/png`.
    static func formatName(of mimeType: String, in texts: TextCatalogue<ModuleText>) -> String {
        let subtype = DisplayText.trimmed(mimeType.lowercased()).split(separator: "/").last.map(String.init) ?? ""
        switch subtype {
        case "": return texts(.pictureOfUnknownFormat)
        case "jpeg", "jpg", "pjpeg": return "JPEG"
        case "webp": return "WebP"
        case "svg+xml": return "SVG"
        default: return subtype.uppercased()
        }
    }
}
