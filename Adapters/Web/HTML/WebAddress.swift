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
}
