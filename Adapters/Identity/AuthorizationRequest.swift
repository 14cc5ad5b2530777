import ConbookCore
import Foundation

/// One browser login's request (the authorization code with PKCE, RFC 7636, and OpenID Connect's
/// `nonce`): its secrets, made fresh for each login, and the address the browser opens.
struct AuthorizationRequest: Sendable {
    /// Where the provider sends the browser back, e.g. `http://127.0.0.1:PORT/callback`.
    let redirectURI: String
    /// Ties the redirect to this login (CSRF protection, RFC 6749 §10.12).
    let state: String
    /// Ties the id token to this login (OpenID Connect Core §3.1.2.1).
    let nonce: String
    /// PKCE's secret: only its SHA-256 goes to the browser; the verifier itself only to the
    /// token endpoint.
    let codeVerifier: String

    /// A request with fresh random secrets.
    init(redirectURI: String) {
        self.init(
            redirectURI: redirectURI, state: RandomSecret.make(), nonce: RandomSecret.make(),
            codeVerifier: RandomSecret.make())
    }

    init(redirectURI: String, state: String, nonce: String, codeVerifier: String) {
        self.redirectURI = redirectURI
        self.state = state
        self.nonce = nonce
        self.codeVerifier = codeVerifier
    }

    /// The `S256` code challenge: base64url(SHA-256(verifier)).
    var codeChallenge: String { OpenIDConnectProvider.s256Challenge(forVerifier: codeVerifier) }

    /// The address the browser opens: the authorization endpoint with the request's parameters.
    func address(at endpoint: URL, clientID: String, scope: String) -> String {
        let query = FormEncoding.encoded([
            ("response_type", "code"), ("client_id", clientID), ("redirect_uri", redirectURI), ("scope", scope),
            ("state", state), ("nonce", nonce), ("code_challenge", codeChallenge), ("code_challenge_method", "S256"),
        ])
        let base = endpoint.absoluteString
        let separator = base.contains("?") ? (base.hasSuffix("?") || base.hasSuffix("&") ? "" : "&") : "?"
        return base + separator + query
    }

    /// The token request that exchanges the redirect's code (RFC 6749 §4.1.3, RFC 7636 §4.5).
    func tokenForm(code: String) -> [(name: String, value: String)] {
        [("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI), ("code_verifier", codeVerifier)]
    }

    /// The query of an address the browser ended on, when it is this request's redirect URI
    /// (scheme, host, port and path) with a query.
    /// - Throws: `IdentityError.redirectUnreadable` saying why not.
    func redirectQuery(of pasted: String) throws(IdentityError) -> String {
        let address = pasted.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let ended = URLComponents(string: address), ended.scheme != nil else {
            throw .redirectUnreadable("it is not an address")
        }
        guard let expected = URLComponents(string: redirectURI),
            ended.scheme?.lowercased() == expected.scheme?.lowercased(),
            ended.host?.lowercased() == expected.host?.lowercased(), ended.port == expected.port,
            ended.path == expected.path
        else { throw .redirectUnreadable("it does not begin with \(redirectURI)") }
        guard let query = ended.percentEncodedQuery, !query.isEmpty else {
            throw .redirectUnreadable("it carries no answer of the login provider (nothing after “?”)")
        }
        return query
    }
}
