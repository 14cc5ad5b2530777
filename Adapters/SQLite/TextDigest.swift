/// A 64-bit digest of a text's UTF-8 (FNV-1a), the same in every process and on every machine:
/// `event_texts` finds a kept text by it (since schema 15) and checks the text itself, so two texts
/// of one digest are told apart, only found a little more slowly.
enum TextDigest {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The digest of a text, as SQLite keeps an integer.
    static func digest(of text: String) -> Int64 {
        var text = text
        return text.withUTF8 { digest(ofUTF8: $0) }
    }

    /// The digest of UTF-8 bytes, as SQLite keeps an integer.
    static func digest(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int64 {
        var hash = offsetBasis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return Int64(bitPattern: hash)
    }
}
