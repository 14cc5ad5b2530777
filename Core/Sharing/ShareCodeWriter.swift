/// Writes the parts of a share code's bytes (see `ShareCodeBytes`).
struct ShareCodeWriter {
    /// What is written so far.
    var bytes: [UInt8] = []

    /// Appends an unsigned number, seven bits a byte, least significant first, the high bit set
    /// on every byte but the last (LEB128).
    mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends a text as its UTF-8 length, then its bytes.
    mutating func appendText(_ text: String) {
        appendVarint(UInt64(text.utf8.count))
        bytes += text.utf8
    }

    /// Appends an identifier compacted by its shape.
    mutating func appendIdentifier(_ identifier: String) {
        if let uuid = UUIDShape(identifier) {
            appendVarint(uuid.isUpperCase ? 1 : 0)
            bytes += uuid.bytes
        } else if let number = Self.decimal(identifier) {
            appendVarint(2)
            appendVarint(number)
        } else {
            appendVarint(3 + UInt64(identifier.utf8.count))
            bytes += identifier.utf8
        }
    }

    /// The number a decimal identifier spells, when it spells it in exactly one way: ASCII digits,
    /// no leading zero (but `0` itself), small enough for 64 bits.
    private static func decimal(_ identifier: String) -> UInt64? {
        let digits = Array(identifier.utf8)
        guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            digits[0] != 0x30 || digits.count == 1
        else { return nil }
        return digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1 - 0x30) }
    }
}
