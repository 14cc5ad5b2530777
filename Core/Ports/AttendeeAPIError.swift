/// Why the convention's server did not do what an attendee's request asked (login, messages, read
/// marks, feedback). Messages never contain the token or the password.
public enum AttendeeAPIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server does not accept the login or the token (HTTP 401).
    case unauthorized
    /// The server refuses this account (HTTP 403).
    case forbidden
    /// The server answered with another error status.
    case serverError(status: Int)
    /// The server could not be reached.
    case unreachable(String)
    /// The server did not answer in time.
    case timedOut(seconds: Int)
    /// The answer could not be read.
    case malformed(String)
    /// The request was not sent, to keep the token safe (e.g. a plain `http` server that is not
    /// this machine, or a redirect to another host).
    case refusedUnsafe(String)

    public var description: String {
        switch self {
        case .unauthorized:
            "The convention's server does not accept the login."
        case .forbidden:
            "The convention's server refuses this account."
        case .serverError(let status):
            "The convention's server answered with an error (HTTP \(status)); nothing was changed. Try again later."
        case .unreachable(let detail):
            "The convention's server could not be reached: \(detail)"
        case .timedOut(let seconds):
            "The convention's server did not answer within \(seconds) second\(seconds == 1 ? "" : "s")."
        case .malformed(let detail):
            "The convention's server's answer could not be read: \(detail)"
        case .refusedUnsafe(let detail):
            "Not sent, to keep your login safe: \(detail)"
        }
    }
}
