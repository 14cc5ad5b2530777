/// Compares issuer identifiers as this client does: exactly, but for one trailing `/` (the
/// Eurofurence provider's issuer ends in `/`, and a configuration may write it without).
enum IssuerIdentifier {
    /// Whether two issuers name the same provider.
    static func same(_ first: String, _ second: String) -> Bool {
        withoutTrailingSlash(first) == withoutTrailingSlash(second)
    }

    /// The issuer without one trailing `/`.
    static func withoutTrailingSlash(_ issuer: String) -> String {
        issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer
    }
}
