import Foundation

/// Base64 with the URL-safe alphabet and no padding (RFC 4648 §5), as PKCE, `state`, `nonce` and
/// JSON Web Tokens write bytes.
enum Base64URL {
    /// `bytes` in base64url without padding.
    static func encoded(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of base64url text (padded or not); nil when it is not base64url.
    static func decoded(_ text: some StringProtocol) -> Data? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard !standard.contains("=") || standard.count % 4 == 0 else { return nil }
        while standard.count % 4 != 0 { standard.append("=") }
        return Data(base64Encoded: standard)
    }
}
