import ConbookCore
import Foundation

/// What this client reads of a provider's discovery document (OpenID Connect Discovery 1.0 §3,
/// `{issuer}/.well-known/openid-configuration`).
struct DiscoveryDocument: Decodable, Sendable {
    /// The provider's issuer identifier, which must be the configured one.
    var issuer: String
    /// Where the browser logs in.
    var authorizationEndpoint: URL
    /// Where codes, device codes and refresh tokens are exchanged for tokens.
    var tokenEndpoint: URL
    /// Where an access token's claims are read, when offered.
    var userinfoEndpoint: URL?
    /// Where tokens are revoked (RFC 7009), when offered.
    var revocationEndpoint: URL?
    /// Where a device login begins (RFC 8628), when offered.
    var deviceAuthorizationEndpoint: URL?
    /// The PKCE methods the provider says it supports (informational: `S256` is always sent).
    var codeChallengeMethodsSupported: [String]?

    private enum CodingKeys: String, CodingKey {
        case issuer
        case authorizationEndpoint = "authorization_endpoint"
        case tokenEndpoint = "token_endpoint"
        case userinfoEndpoint = "userinfo_endpoint"
        case revocationEndpoint = "revocation_endpoint"
        case deviceAuthorizationEndpoint = "device_authorization_endpoint"
        case codeChallengeMethodsSupported = "code_challenge_methods_supported"
    }

    /// The discovery document's address for an issuer (with or without a trailing `/`).
    static func address(of issuer: URL) throws(IdentityError) -> URL {
        let base = IssuerIdentifier.withoutTrailingSlash(issuer.absoluteString)
        guard let url = URL(string: base + "/.well-known/openid-configuration") else {
            throw .malformed("the issuer \(issuer.absoluteString) is not an address")
        }
        return url
    }

    /// Reads a discovery document and checks that it is the configured issuer's.
    /// - Throws: `IdentityError.malformed` when it cannot be read or names another issuer.
    static func read(_ data: Data, expectedIssuer: String) throws(IdentityError) -> DiscoveryDocument {
        let document: DiscoveryDocument
        do {
            document = try JSONDecoder().decode(DiscoveryDocument.self, from: data)
        } catch {
            throw .malformed("the discovery document lacks an endpoint or is not in the expected form")
        }
        guard IssuerIdentifier.same(document.issuer, expectedIssuer) else {
            throw .malformed("the discovery document is the issuer \(document.issuer)'s, not \(expectedIssuer)'s")
        }
        return document
    }
}
