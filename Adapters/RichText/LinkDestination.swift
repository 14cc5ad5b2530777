/// Which link destinations rich text keeps.
enum LinkDestination {
    private static let allowedPrefixes = ["http://", "https://", "mailto:"]

    /// The destination without surrounding white space when it is an `http`, `https` or
    /// `mailto` address with no spaces or control characters in it; nil otherwise.
    static func allowed(_ raw: String) -> String? {
        let trimmed = String(
            String.UnicodeScalarView(
                raw.unicodeScalars.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
            ))
        guard !trimmed.unicodeScalars.contains(where: { isSpace($0) || isControl($0) }) else { return nil }
        let lowercased = trimmed.lowercased()
        guard let prefix = allowedPrefixes.first(where: lowercased.hasPrefix),
            trimmed.count > prefix.count
        else { return nil }
        return trimmed
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar.properties.isWhitespace
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
