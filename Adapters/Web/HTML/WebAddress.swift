/// An address a page may link to: one of this server's own (a path from `/`), or a web, mail or
/// telephone address. Anything else (`javascript:`, `data:`, `file:`, addresses with spaces or
/// control characters) cannot be made, so it cannot reach a page.
public struct WebAddress: Hashable, Sendable {
    /// The address as written in the attribute (escaped when the page is written).
    public let text: String

    /// One of this server's own addresses: a path from `/` (`/events/42`, `/style.css`), with its
    /// query if any; nil for anything else, such as `//host` (another server) or a path with `\`.
    public init?(path: String) {
        guard path.hasPrefix("/"), !path.hasPrefix("//"), Self.isPlain(path), !path.contains("\\") else { return nil }
        text = path
    }

    /// An address outside: `http`, `https`, `mailto` or `tel`, in any case; nil for any other
    /// scheme or none.
    public init?(external address: String) {
        guard Self.isPlain(address), let colon = address.firstIndex(of: ":") else { return nil }
        let scheme = address[..<colon].lowercased()
        guard ["http", "https", "mailto", "tel"].contains(scheme) else { return nil }
        if scheme.hasPrefix("http"), !address[colon...].hasPrefix("://") { return nil }
        text = address
    }

    /// Whether an address has no white space or control characters (which browsers strip, so
    /// that `java\tscript:` would pass a naive check).
    private static func isPlain(_ address: String) -> Bool {
        !address.isEmpty && address.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
    }

    /// One of this server's own pages by the segments of its path, each percent-encoded (an id may
    /// hold any character): `WebAddress.page("events", "a/b")` is `/events/a%2Fb`.
    public static func page(_ segments: String...) -> WebAddress {
        page(segments)
    }

    /// One of this server's own pages by the segments of its path, each percent-encoded.
    public static func page(_ segments: [String]) -> WebAddress {
        WebAddress(trusted: "/" + segments.map(percentEncoded).joined(separator: "/"))
    }

    /// The address of a section's page: its name in lower case, words joined by `-`
    /// (`LostAndFound` is `/lost-and-found`).
    public static func section(_ name: String) -> WebAddress {
        var path = ""
        for character in name {
            if character.isUppercase, !path.isEmpty { path += "-" }
            path += character.lowercased()
        }
        return page(path)
    }

    /// The same address with a query of the names and values given, each percent-encoded
    /// (`/schedule?day=2`).
    public func with(query: [(name: String, value: String)]) -> WebAddress {
        guard !query.isEmpty else { return self }
        let pairs = query.map { Self.percentEncoded($0.name) + "=" + Self.percentEncoded($0.value) }
        return WebAddress(trusted: text + (text.contains("?") ? "&" : "?") + pairs.joined(separator: "&"))
    }

    /// The same address with a fragment, a place in the page (`/#content`).
    public func with(fragment: String) -> WebAddress {
        WebAddress(trusted: text + "#" + Self.percentEncoded(fragment))
    }

    /// The path of the address, without its query.
    public var path: String {
        text.firstIndex(of: "?").map { String(text[..<$0]) } ?? text
    }

    /// The decoded segments of a path (`/events/a%2Fb` is `["events", "a/b"]`); nil when a
    /// segment is not valid percent-encoded UTF-8, or is `.` or `..`.
    public static func segments(of path: String) -> [String]? {
        var segments: [String] = []
        for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = percentDecoded(raw), segment != ".", segment != ".." else { return nil }
            segments.append(segment)
        }
        return segments
    }

    private init(trusted text: String) {
        self.text = text
    }

    /// A text percent-encoded as one component of an address (letters, digits and `-._~` stay).
    static func escapedComponent(_ text: String) -> String {
        percentEncoded(text)
    }

    private static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return result
    }

    /// Decodes `%XX` escapes (and nothing else: `+` stays, as in a path); nil for a malformed
    /// escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
