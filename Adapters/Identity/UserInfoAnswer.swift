import ConbookCore
import Foundation

/// A userinfo endpoint's answer (OpenID Connect Core §5.3.2), as far as this client reads it.
struct UserInfoAnswer: Decodable {
    var sub: String
    var name: String?
    var preferredUsername: String?
    var username: String?
    var email: String?

    private enum CodingKeys: String, CodingKey {
        case sub, name, preferredUsername = "preferred_username", username, email
    }

    /// Reads the claims: the subject, and the name (`name`, else `preferred_username` or
    /// `username`, else `email`; an empty one is passed over).
    /// - Throws: `.malformed` when there is no `sub`.
    static func claims(from data: Data) throws(IdentityError) -> IdentityClaims {
        guard let answer = try? JSONDecoder().decode(UserInfoAnswer.self, from: data), !answer.sub.isEmpty else {
            throw .malformed("the userinfo answer has no sub")
        }
        let name = [answer.name, answer.preferredUsername, answer.username, answer.email]
            .compactMap { $0 }.first { !$0.isEmpty }
        return IdentityClaims(subject: answer.sub, name: name)
    }
}
