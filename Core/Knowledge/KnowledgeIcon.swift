/// A knowledge group's icon: a Font Awesome glyph by its code point, e.g. `f129` (info).
///
/// Only a code point in one of Unicode's private use areas (where Font Awesome puts its glyphs) is
/// an icon; anything else the source sends (a name, garbage, a letter) is none, so a front end
/// never draws a character it did not expect.
public struct KnowledgeIcon: Hashable, Sendable {
    /// The code point, e.g. U+F129.
    public let codePoint: Unicode.Scalar

    /// The icon of a hexadecimal code, e.g. `f129` or `U+F129`; nil when it is none.
    public init?(code: String) {
        var hex = Substring(code.trimmingSpaces)
        if hex.hasPrefix("U+") || hex.hasPrefix("u+") || hex.hasPrefix("0x") || hex.hasPrefix("0X") {
            hex = hex.dropFirst(2)
        }
        guard (1...6).contains(hex.count), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value),
            Self.isPrivateUse(value)
        else { return nil }
        codePoint = scalar
    }

    /// The code point in the usual `f129` form.
    public var code: String {
        String(codePoint.value, radix: 16)
    }

    private static func isPrivateUse(_ value: UInt32) -> Bool {
        (0xE000...0xF8FF).contains(value) || (0xF0000...0xFFFFD).contains(value) || (0x100000...0x10FFFD).contains(value)
    }
}
