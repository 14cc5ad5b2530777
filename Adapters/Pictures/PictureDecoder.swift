internal import CStb

/// Decodes PNG and JPEG pictures into RGBA pixels with stb_image: refuses what is neither and
/// what is too large before any pixel is decoded, and damaged data with stb_image's reason.
///
/// In order: the byte count against `maximumBytes`; the signature (PNG or JPEG; anything else is
/// refused, so stb_image's other loaders never run); for a JPEG, a walk over its markers that
/// refuses the tables and scans stb_image 2.27 mishandles (`JPEGStructure`); the size from the header
/// (`stbi_info_from_memory`) against `maximumDimension` and `maximumPixels`; for a PNG, whether its
/// compressed pixels inflate to no more than the picture needs (`PNGStructure`); then the decoding.
/// Every refusal is a `PictureDecodingError`; nothing is printed. Safe to use from any thread:
/// stb_image keeps its failure reason per thread.
public struct PictureDecoder: Sendable {
    /// The most bytes decoded: larger data is refused unread.
    public let maximumBytes: Int
    /// The longest side decoded, in pixels.
    public let maximumDimension: Int
    /// The most pixels (width × height) decoded; each takes four bytes once decoded.
    public let maximumPixels: Int

    /// Creates a decoder with its limits: by default 32 MiB of data, 16384 pixels on a side and
    /// 25 million pixels (100 MB decoded).
    public init(maximumBytes: Int = 32 << 20, maximumDimension: Int = 16_384, maximumPixels: Int = 25_000_000) {
        self.maximumBytes = maximumBytes
        self.maximumDimension = maximumDimension
        self.maximumPixels = maximumPixels
    }

    /// Decodes a PNG or JPEG picture, or says why it will not.
    public func decode(_ bytes: [UInt8]) throws(PictureDecodingError) -> DecodedPicture {
        guard !bytes.isEmpty else { throw .empty }
        let byteLimit = min(maximumBytes, Int(Int32.max))
        guard bytes.count <= byteLimit else { throw .tooManyBytes(byteCount: bytes.count, maximumBytes: byteLimit) }
        guard let format = PictureFormat(signatureOf: bytes) else {
            throw .unsupportedFormat(recognisedAs: PictureFormat.unsupportedName(of: bytes))
        }
        if format == .jpeg {
            // Before stb_image reads any table: even its header reading builds them.
            try JPEGStructure.check(bytes)
        }
        guard let size = Self.size(of: bytes) else {
            // stb_image's header reading failed; a PNG's own header may still say it is too large.
            if format == .png, let declared = PNGStructure.declaredSize(of: bytes) {
                try checkLimits(width: declared.width, height: declared.height)
            }
            throw .damaged(format, reason: Self.headerFailureReason(of: bytes, format: format))
        }
        try checkLimits(width: size.width, height: size.height)
        if format == .png {
            try PNGStructure.check(bytes, width: size.width, height: size.height)
        }
        return try Self.pixels(of: bytes, format: format, width: size.width, height: size.height)
    }

    /// Refuses a size beyond the limits.
    private func checkLimits(width: Int, height: Int) throws(PictureDecodingError) {
        guard width <= maximumDimension, height <= maximumDimension else {
            throw .tooLarge(width: width, height: height, maximumDimension: maximumDimension)
        }
        guard width * height <= maximumPixels else {
            throw .tooManyPixels(width: width, height: height, maximumPixels: maximumPixels)
        }
    }

    /// The width and height from the picture's header, read without decoding; nil when
    /// stb_image cannot read the header.
    private static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0
        var height: Int32 = 0
        var components: Int32 = 0
        let found = bytes.withUnsafeBufferPointer { buffer in
            stbi_info_from_memory(buffer.baseAddress, Int32(buffer.count), &width, &height, &components)
        }
        guard found == 1, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }

    /// Why stb_image cannot read a header. `stbi_info_from_memory` tries every format stb_image
    /// knows and leaves "unknown image type"; decoding stops where the header reading did
    /// (before any pixel data or any allocation for it) and says what is wrong.
    private static func headerFailureReason(of bytes: [UInt8], format: PictureFormat) -> String {
        forgetFailureReason()
        var width: Int32 = 0
        var height: Int32 = 0
        var components: Int32 = 0
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            stbi_load_from_memory(buffer.baseAddress, Int32(buffer.count), &width, &height, &components, 4)
        }
        guard let decoded else { return failureReason(for: format) }
        stbi_image_free(decoded)
        return "its header cannot be read"
    }

    /// The picture decoded to RGBA.
    private static func pixels(
        of bytes: [UInt8], format: PictureFormat, width: Int, height: Int
    ) throws(PictureDecodingError) -> DecodedPicture {
        var decodedWidth: Int32 = 0
        var decodedHeight: Int32 = 0
        var components: Int32 = 0
        let rgba: Int32 = 4
        forgetFailureReason()
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            stbi_load_from_memory(buffer.baseAddress, Int32(buffer.count), &decodedWidth, &decodedHeight, &components, rgba)
        }
        guard let decoded else { throw .damaged(format, reason: failureReason(for: format)) }
        defer { stbi_image_free(decoded) }
        guard Int(decodedWidth) == width, Int(decodedHeight) == height,
            let picture = DecodedPicture(
                width: width, height: height,
                pixels: Array(UnsafeBufferPointer(start: decoded, count: width * height * 4)), format: format)
        else {
            throw .damaged(format, reason: "its size changed while decoding")
        }
        return picture
    }

    /// The reason stb_image keeps (per thread) for its last failure, printable, if any.
    ///
    /// stb_image sets it only when it fails, and not on every failure; so it is first set to a
    /// reason no PNG or JPEG decoding gives (`forgetFailureReason`). Its "unknown chunk" reason
    /// is built in one buffer shared by all threads, with the chunk's type, which may be any
    /// byte: what is not printable ASCII is shown as `?`.
    static var failureReason: String? {
        guard let reason = stbi_failure_reason() else { return nil }
        let text = String(
            String.UnicodeScalarView(
                String(cString: reason).unicodeScalars.map {
                    (0x20...0x7E).contains($0.value) ? $0 : "?"
                }))
        return text.isEmpty || text == forgottenReason ? nil : text
    }

    /// stb_image's reason for a failed PNG or JPEG decoding, or words saying it gave none.
    /// Decoding a JPEG first tests for a PNG signature, which leaves "bad png sig".
    static func failureReason(for format: PictureFormat) -> String {
        guard let reason = failureReason, !(format == .jpeg && reason == "bad png sig") else { return "it cannot be decoded" }
        return reason
    }

    /// What stb_image says about data of no format it knows, which neither a PNG nor a JPEG
    /// (told by their signatures) can get.
    private static let forgottenReason = "unknown image type"

    /// Sets stb_image's failure reason on this thread to `forgottenReason`, by asking it for the
    /// size of a single zero byte.
    static func forgetFailureReason() {
        var width: Int32 = 0
        var height: Int32 = 0
        var components: Int32 = 0
        let zero: [UInt8] = [0]
        _ = zero.withUnsafeBufferPointer { stbi_info_from_memory($0.baseAddress, 1, &width, &height, &components) }
    }
}
