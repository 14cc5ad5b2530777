/// The convention's game, "Collect them all" (find the fursuiters, collect their badges): a page
/// of the Eurofurence companion web app, personal to a logged-in attendee.
public enum CollectThemAllPage: Hashable, Sendable {
    /// Nothing is downloaded yet, so there is no convention to play.
    case noConvention
    /// The game needs a login: its page is personal to an attendee.
    case loginNeeded(convention: ConventionIdentifier)
    /// The game's page. `address` carries the login token: hand it to a browser, never show it;
    /// `shownAddress` is the same address with the token hidden.
    case page(address: String, shownAddress: String)

    /// The page for a convention and a login token (nil or empty: not logged in). When the
    /// server names the game's address (`AppConfiguration.gameAddress`, since 2026), that is the
    /// page, opened as it is (the browser's own login at the convention's provider applies);
    /// otherwise the companion web app's page is built with the token.
    public init(convention: ConventionIdentifier?, token: String?, gameAddress: String? = nil) {
        guard let convention else {
            self = .noConvention
            return
        }
        guard let token, !token.isEmpty else {
            self = .loginNeeded(convention: convention)
            return
        }
        if let gameAddress {
            self = .page(address: gameAddress, shownAddress: gameAddress)
            return
        }
        let base =
            "https://app.eurofurence.org/\(Self.encoded(convention.rawValue))/companion/"
            + "#/login?embedded=true&returnPath=/collect&token="
        self = .page(address: base + Self.encoded(token), shownAddress: base + "…")
    }

    /// Percent-encodes every byte but the unreserved characters of RFC 3986 (letters, digits,
    /// `-._~`).
    private static func encoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, Character(scalar).isLetter || Character(scalar).isNumber || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
