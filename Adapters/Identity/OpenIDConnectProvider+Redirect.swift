extension OpenIDConnectProvider {
    /// Where the provider sends the browser at the end of a login.
    public enum Redirect: Hashable, Sendable {
        /// To this machine: a listener on 127.0.0.1 and a free port, redirect URI
        /// `http://127.0.0.1:PORT/callback` (RFC 8252 §7.3). The login finishes by itself.
        case loopback
        /// To an address registered for the client that this program does not receive, e.g.
        /// `eurofurence://auth/login`: the attendee pastes the address the browser ended on.
        case registered(String)
    }
}

extension OpenIDConnectProvider {
    /// The PKCE `S256` challenge of a code verifier (RFC 7636 §4.2): the Base64URL form of its
    /// SHA-256 digest, without padding.
    public static func s256Challenge(forVerifier verifier: String) -> String {
        Base64URL.encoded(SHA256.digest(Array(verifier.utf8)))
    }
}
