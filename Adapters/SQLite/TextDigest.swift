/// A 64-bit digest of a text's UTF-8 bytes, the same in every process and on every machine:
/// `event_texts` finds a kept text by it (since schema 15) and checks the text itself, so two texts
/// of one digest are told apart, only found a little more slowly. It reads the bytes eight at a
/// time (each word, as little-endian, mixed in by a multiplication and a shift), and it is the
/// bytes that count: two texts that Swift holds equal but spell differently (é as one scalar or
/// two) have digests of their own, as the store keeps them apart.
enum TextDigest {
    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The digest of a text, as SQLite keeps an integer.
    static func digest(of text: String) -> Int64 {
        var text = text
        return text.withUTF8 { digest(ofUTF8: $0) }
    }

    /// The digest of UTF-8 bytes, as SQLite keeps an integer.
    static func digest(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int64 {
        var hash = seed ^ UInt64(truncatingIfNeeded: bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = mix(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < raw.count {
            hash = mix(hash, UInt64(raw[offset]))
            offset += 1
        }
        return Int64(bitPattern: hash ^ (hash >> 31))
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* prime
        return mixed ^ (mixed >> 29)
    }
}
