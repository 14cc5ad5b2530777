/// Douglas Crockford's Base 32: five bits a character, written with the digits and the upper case
/// letters but I, L, O and U, so that a QR code can hold the text in its alphanumeric mode and
/// nobody mistakes a letter for a digit when typing it.
///
/// Bits are taken most significant first; the last character is padded with zero bits, and a
/// text whose padding is not zero is refused (so every byte string has exactly one text).
enum CrockfordBase32 {
    /// The 32 characters, for the values 0 to 31.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

    private static let values: [UInt8: UInt8] = {
        var values: [UInt8: UInt8] = [:]
        for (value, character) in alphabet.enumerated() {
            values[character] = UInt8(value)
            if character >= UInt8(ascii: "A") { values[character + 32] = UInt8(value) }
        }
        return values
    }()

    /// The text of some bytes.
    static func encode(_ bytes: [UInt8]) -> String {
        var characters: [UInt8] = []
        characters.reserveCapacity((bytes.count * 8 + 4) / 5)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                characters.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
            }
        }
        if bits > 0 {
            characters.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)])
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// The bytes a text holds (lower case letters read as upper case), or nil when it holds a
    /// character outside the alphabet, a length no byte string has, or padding that is not zero.
    static func decode(_ text: some Sequence<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for character in text {
            guard let value = values[character] else { return nil }
            buffer = (buffer << 5) | UInt32(value)
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        guard bits < 5, buffer & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
        return bytes
    }
}
