/// An identifier that is a UUID in its usual text form (`24dc3035-ccf4-4f20-bd8e-f81d441d6fb0`:
/// 32 hexadecimal digits grouped 8-4-4-4-12), all lower or all upper case, as 16 bytes.
struct UUIDShape {
    /// The 16 bytes.
    let bytes: [UInt8]
    /// Whether its letters are upper case.
    let isUpperCase: Bool

    private static let groupEnds: Set<Int> = [8, 13, 18, 23]

    /// The bytes and case of a UUID text; nil for any other text (mixed case too).
    init?(_ text: String) {
        let characters = Array(text.utf8)
        guard characters.count == 36 else { return nil }
        var bytes: [UInt8] = []
        var hasLower = false
        var hasUpper = false
        var high: UInt8?
        for (index, character) in characters.enumerated() {
            if Self.groupEnds.contains(index) {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                value = character - UInt8(ascii: "a") + 10
                hasLower = true
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                value = character - UInt8(ascii: "A") + 10
                hasUpper = true
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        guard !(hasLower && hasUpper) else { return nil }
        self.bytes = bytes
        self.isUpperCase = hasUpper
    }

    /// A UUID of 16 bytes, written in a case.
    init(bytes: [UInt8], isUpperCase: Bool) {
        self.bytes = bytes
        self.isUpperCase = isUpperCase
    }

    /// Its text form.
    var text: String {
        let digits = Array((isUpperCase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var characters: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { characters.append(UInt8(ascii: "-")) }
            characters += [digits[Int(byte >> 4)], digits[Int(byte & 15)]]
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
