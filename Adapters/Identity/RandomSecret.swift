/// Unguessable values for one login: the PKCE code verifier, `state` and `nonce`.
enum RandomSecret {
    /// 32 bytes from the system's secure generator, in base64url (43 characters).
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encoded((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
