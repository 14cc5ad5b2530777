import ConbookCore
import Foundation

/// The claims of an id token this client checks (OpenID Connect Core §2, §3.1.3.7).
///
/// The token's signature is not verified. That is acceptable here because the client only ever
/// takes an id token from the token endpoint's own answer, over TLS (or to this machine), in
/// exchange for a code it holds: OpenID Connect Core §3.1.3.7 (item 6) lets a client use the TLS
/// server validation of that direct exchange in place of checking the signature. What TLS cannot
/// tell, the client checks: that the token is for this login (`nonce`), for this client (`aud`) and
/// from the configured provider (`iss`).
struct IDTokenPayload: Decodable {
    /// Who issued the token.
    var issuer: String
    /// Whom it is about.
    var subject: String
    /// The clients it is meant for (`aud`: one string or a list).
    var audiences: [String]
    /// The login's `nonce`, repeated.
    var nonce: String?

    private enum CodingKeys: String, CodingKey {
        case issuer = "iss", subject = "sub", audiences = "aud", nonce
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        issuer = try container.decode(String.self, forKey: .issuer)
        subject = try container.decode(String.self, forKey: .subject)
        nonce = try container.decodeIfPresent(String.self, forKey: .nonce)
        if let single = try? container.decode(String.self, forKey: .audiences) {
            audiences = [single]
        } else {
            audiences = try container.decode([String].self, forKey: .audiences)
        }
    }

    /// The subject of an id token, once its claims are checked.
    /// - Parameters:
    ///   - nonce: the `nonce` sent with the login; nil on a refresh, which sends none.
    /// - Throws: `IdentityError.idTokenRejected` saying which check failed (never the token).
    static func subject(
        of idToken: String, issuer: String, clientID: String, nonce: String?
    ) throws(IdentityError) -> String {
        let parts = idToken.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let json = Base64URL.decoded(parts[1]),
            let payload = try? JSONDecoder().decode(IDTokenPayload.self, from: json)
        else { throw .idTokenRejected("it is not a JSON Web Token with iss, sub and aud") }
        if let nonce, payload.nonce != nonce {
            throw .idTokenRejected("its nonce is not the one this login sent")
        }
        guard payload.audiences.contains(clientID) else {
            throw .idTokenRejected("it is not meant for the client \(clientID)")
        }
        guard IssuerIdentifier.same(payload.issuer, issuer) else {
            throw .idTokenRejected("it was issued by \(payload.issuer), not \(issuer)")
        }
        return payload.subject
    }
}
