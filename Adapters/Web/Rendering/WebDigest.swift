/// Short digests of the guide's own files, for their addresses and tags (a new version is a new
/// address, so browsers may keep each for good).
enum WebDigest {
    /// A text's 64-bit FNV-1a digest, in hexadecimal.
    static func fnv(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = Array("0123456789abcdef")
        return (0..<16).map { String(digits[Int((hash >> UInt64(60 - $0 * 4)) & 0xF)]) }.joined()
    }
}
