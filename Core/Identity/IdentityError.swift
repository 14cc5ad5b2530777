/// Why the identity provider did not log in, refresh or revoke. Messages never contain a token,
/// a code or a code verifier.
public enum IdentityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Logging in is not set up for this convention (e.g. no client id is known), with what to do.
    case notConfigured(String)
    /// The provider does not offer this (e.g. the device grant, or revocation).
    case notOffered(String)
    /// The redirect's `state` is not the one sent: the answer is not for this login.
    case stateMismatch
    /// The id token's `nonce` is not the one sent, or the id token is not for this client.
    case idTokenRejected(String)
    /// The attendee (or the provider for them) refused the login (`access_denied`).
    case denied
    /// The provider answered with an OAuth error other than the ones above.
    case providerError(code: String, description: String?)
    /// The provider no longer accepts the refresh token (`invalid_grant`): the session ended.
    case sessionEnded
    /// The device code ran out before the attendee approved (`expired_token`).
    case expired
    /// The address pasted is not a redirect of this login.
    case redirectUnreadable(String)
    /// The login was given up.
    case cancelled
    /// The provider could not be reached.
    case unreachable(String)
    /// The provider did not answer in time.
    case timedOut(seconds: Int)
    /// The provider answered with an HTTP error that is not an OAuth error.
    case serverError(status: Int)
    /// The provider's answer could not be read.
    case malformed(String)
    /// Not sent, to keep the login safe (e.g. a provider reached over plain `http` elsewhere
    /// than this machine).
    case refusedUnsafe(String)

    public var description: String {
        switch self {
        case .notConfigured(let detail): "Logging in is not set up: \(detail)"
        case .notOffered(let what): "The login provider does not offer \(what)."
        case .stateMismatch: "The answer of the login provider is not for this login (its state differs); try again."
        case .idTokenRejected(let why): "The login provider's identity token was refused: \(why)."
        case .denied: "The login was refused (access denied)."
        case .providerError(let code, let description):
            "The login provider refused: \(code)\(description.map { " (\($0))" } ?? "")."
        case .sessionEnded: "Your session ended, so you have been logged out; log in again. Your favourites are kept."
        case .expired: "The login code ran out before it was confirmed; start again."
        case .redirectUnreadable(let why): "That is not the address the login ended on: \(why)."
        case .cancelled: "The login was given up."
        case .unreachable(let detail): "The login provider could not be reached: \(detail)"
        case .timedOut(let seconds): "The login provider did not answer within \(seconds) second\(seconds == 1 ? "" : "s")."
        case .serverError(let status): "The login provider answered with an error (HTTP \(status)); try again later."
        case .malformed(let detail): "The login provider's answer could not be read: \(detail)"
        case .refusedUnsafe(let detail): "Not sent, to keep your login safe: \(detail)"
        }
    }
}
