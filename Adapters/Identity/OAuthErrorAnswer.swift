import ConbookCore
import Foundation

/// An OAuth error answer (RFC 6749 §5.2): `{"error": "invalid_grant", "error_description": …}`.
struct OAuthErrorAnswer: Error, Hashable {
    /// The error code, e.g. `invalid_grant`, `authorization_pending`.
    var code: String
    /// The provider's explanation, when given: at most 300 characters, without control
    /// characters, and without any secret of the request that it might repeat.
    var description: String?

    /// An error: its code and description cleaned, with `secrets` cut out of them.
    init(code: String, description: String?, hiding secrets: [String] = []) {
        self.code = Self.cleaned(code, hiding: secrets)
        self.description = description.map { Self.cleaned($0, hiding: secrets) }
    }

    /// Reads an error answer; nil when the body is not one.
    /// - Parameter secrets: values sent with the request (a code, a refresh token…) to cut out of
    ///   the description, should the provider repeat them.
    static func read(_ data: Data, hiding secrets: [String]) -> OAuthErrorAnswer? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let code = object["error"] as? String, !code.isEmpty
        else { return nil }
        return OAuthErrorAnswer(code: code, description: object["error_description"] as? String, hiding: secrets)
    }

    /// The error as the port names it: `access_denied` → `.denied`, any other →
    /// `.providerError`.
    var identityError: IdentityError {
        code == "access_denied" ? .denied : .providerError(code: code, description: description)
    }

    private static func cleaned(_ text: String, hiding secrets: [String]) -> String {
        var text = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        for secret in secrets where secret.count >= 4 {
            text = text.replacingOccurrences(of: secret, with: "…")
        }
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
