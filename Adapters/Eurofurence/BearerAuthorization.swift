import ConbookCore
import Foundation

/// The rules that keep an attendee's access token safe on its way to the Eurofurence API, for
/// every request that carries it (the sync and the attendee services): it goes only to the API the
/// login is for (`Credential.audience` is that API's base URL), only over `https` (plain `http`
/// only to this machine, for tests), in `Authorization: Bearer …`; the requests that carry it
/// follow no redirect.
struct BearerAuthorization {
    /// The API's base URL.
    let baseURL: URL

    /// The name of the API in the credentials for it: its base URL without a trailing `/`.
    var audience: String {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// Why nothing personal may be sent to the API at all (nil: it may): it is not reached over
    /// `https`, nor over `http` on this machine.
    var connectionRefusal: String? {
        let scheme = baseURL.scheme?.lowercased()
        let host = baseURL.host?.lowercased() ?? ""
        let isLoopback = ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host)
        guard scheme == "https" || (scheme == "http" && isLoopback) else {
            return "\(audience) is not reached over https"
        }
        return nil
    }

    /// The headers that carry a credential, or why it may not be sent to this API.
    func headers(for credential: Credential) -> Result<[String: String], Refusal> {
        if let connectionRefusal { return .failure(Refusal(reason: connectionRefusal)) }
        guard credential.audience == audience else {
            return .failure(Refusal(reason: "the login is for \(credential.audience), not for \(audience)"))
        }
        return .success(["Authorization": "Bearer \(credential.accessToken.secret)"])
    }

    /// Why a credential was not sent.
    struct Refusal: Error {
        /// In words for the user; never the token.
        var reason: String
    }
}
