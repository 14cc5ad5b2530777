/// Reads the parts of a share code's bytes (see `ShareCodeBytes`); each read is nil when the
/// bytes end first or do not hold what it reads.
struct ShareCodeReader {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader from the first byte.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// How many bytes are left.
    var remaining: Int { bytes.count - position }

    /// The next byte.
    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next varint (at most ten bytes, fitting 64 bits).
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 70, by: 7) {
            guard let byte = byte() else { return nil }
            let part = UInt64(byte & 0x7F)
            guard shift < 63 || part <= 1 else { return nil }
            value |= part << shift
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }

    /// The next text: its length, then its UTF-8 bytes.
    mutating func text() -> String? {
        guard let length = varint(), length <= UInt64(remaining) else { return nil }
        return utf8(count: Int(length))
    }

    /// The next compacted identifier.
    mutating func identifier() -> String? {
        guard let shape = varint() else { return nil }
        switch shape {
        case 0, 1:
            guard remaining >= 16 else { return nil }
            let uuid = UUIDShape(bytes: Array(bytes[position..<position + 16]), isUpperCase: shape == 1)
            position += 16
            return uuid.text
        case 2:
            return varint().map { "\($0)" }
        default:
            guard shape - 3 <= UInt64(remaining) else { return nil }
            return utf8(count: Int(shape - 3))
        }
    }

    private mutating func utf8(count: Int) -> String? {
        let slice = bytes[position..<position + count]
        position += count
        return String(validating: slice, as: UTF8.self)
    }
}
