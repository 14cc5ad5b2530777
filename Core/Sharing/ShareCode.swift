/// A convention's favourites as a short text to pass on: `CONBOOK:` and the picks' bytes (see
/// `SharedPicks`) in Crockford's Base 32, digits and upper case letters only, so that a QR code
/// holds it in its alphanumeric mode. A CRC-32 in it refuses a damaged code.
public struct ShareCode: Hashable, Sendable {
    /// What every share code starts with.
    public static let prefix = "CONBOOK:"

    /// The code's text, e.g. `CONBOOK:0…`.
    public let text: String
    /// What it carries.
    public let picks: SharedPicks

    /// The code of some picks.
    public init(_ picks: SharedPicks) {
        self.picks = picks
        text = Self.prefix + CrockfordBase32.encode(ShareCodeBytes.encode(picks))
    }

    /// Reads a code from a text (spaces and line breaks in it, and lower case, are allowed: a code
    /// wrapped or retyped).
    /// - Throws: `.notACode` for a text without the prefix or with characters no code has,
    ///   `.damaged` when its checksum does not match, `.newerVersion` for a newer format.
    public init(reading text: String) throws(ShareCodeError) {
        let letters = text.utf8.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let prefix = Array(Self.prefix.utf8)
        guard letters.count > prefix.count,
            zip(letters, prefix).allSatisfy({ Self.upperCased($0) == $1 })
        else { throw .notACode }
        guard let bytes = CrockfordBase32.decode(letters.dropFirst(prefix.count)) else {
            throw Self.isInAlphabet(letters.dropFirst(prefix.count)) ? .damaged : .notACode
        }
        picks = try ShareCodeBytes.decode(bytes)
        self.text = Self.prefix + CrockfordBase32.encode(bytes)
    }

    /// Whether a text looks like a share code (it starts with the prefix), damaged or not: for
    /// telling a code from a file name.
    public static func looksLikeCode(_ text: String) -> Bool {
        let start = text.utf8.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.prefix(prefix.utf8.count)
        return start.map(upperCased).elementsEqual(prefix.utf8)
    }

    private static func upperCased(_ character: UInt8) -> UInt8 {
        (0x61...0x7A).contains(character) ? character - 32 : character
    }

    private static func isInAlphabet(_ letters: some Sequence<UInt8>) -> Bool {
        letters.allSatisfy { CrockfordBase32.alphabet.contains(upperCased($0)) }
    }
}
