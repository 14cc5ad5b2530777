import ConbookCore
import Foundation

/// A token endpoint's successful answer (RFC 6749 §5.1, OpenID Connect Core §3.1.3.3).
struct TokenAnswer: Decodable {
    var accessToken: String
    /// `Bearer` (in any case) when given; RFC 6749 requires it, a few providers leave it out.
    var tokenType: String?
    var expiresIn: Int?
    var refreshToken: String?
    var idToken: String?

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token", tokenType = "token_type", expiresIn = "expires_in"
        case refreshToken = "refresh_token", idToken = "id_token"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decode(String.self, forKey: .accessToken)
        tokenType = try container.decodeIfPresent(String.self, forKey: .tokenType)
        refreshToken = try container.decodeIfPresent(String.self, forKey: .refreshToken)
        idToken = try container.decodeIfPresent(String.self, forKey: .idToken)
        // Some providers write the lifetime as a string.
        if let seconds = try? container.decodeIfPresent(Int.self, forKey: .expiresIn) {
            expiresIn = seconds
        } else {
            expiresIn = (try? container.decodeIfPresent(String.self, forKey: .expiresIn)).flatMap { Int($0) }
        }
    }

    /// Reads a token answer and makes the grant, checking the id token when one came.
    /// - Parameter nonce: the login's `nonce`; nil for grants that sent none.
    /// - Throws: `.malformed` (never quoting the answer, which holds tokens), `.idTokenRejected`.
    static func grant(
        from data: Data, issuer: String, clientID: String, nonce: String?
    ) throws(IdentityError) -> TokenGrant {
        guard let answer = try? JSONDecoder().decode(TokenAnswer.self, from: data), !answer.accessToken.isEmpty else {
            throw .malformed("the token answer has no access token")
        }
        if let type = answer.tokenType, type.lowercased() != "bearer" {
            throw .malformed("the token type \(type) is not Bearer")
        }
        let subject = try answer.idToken.map { idToken throws(IdentityError) in
            try IDTokenPayload.subject(of: idToken, issuer: issuer, clientID: clientID, nonce: nonce)
        }
        return TokenGrant(
            accessToken: LoginToken(secret: answer.accessToken),
            refreshToken: answer.refreshToken.flatMap { $0.isEmpty ? nil : LoginToken(secret: $0) },
            lifetimeSeconds: answer.expiresIn, subject: subject)
    }
}
