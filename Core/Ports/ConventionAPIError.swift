/// Why the data source could not answer.
public enum ConventionAPIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The source could not be reached (no network, refused connection, missing file).
    case unreachable(String)
    /// The source did not answer in time.
    case timedOut(seconds: Int)
    /// The server answered with an HTTP error status.
    case serverError(status: Int, reason: String)
    /// The answer ended before it was complete.
    case truncated(String)
    /// The answer was not in the expected format (not JSON, wrong shape, bad dates).
    case malformed(String)
    /// The answer was larger than Conbook accepts.
    case tooLarge(limitInBytes: Int)
    /// The request was not sent, to keep the attendee's login safe (e.g. a login for another API,
    /// a plain `http` server that is not this machine, or a redirect elsewhere).
    case refusedUnsafe(String)

    public var description: String {
        switch self {
        case .unreachable(let detail):
            "The convention's data source could not be reached: \(detail)"
        case .timedOut(let seconds):
            "The convention's data source did not answer within \(seconds) second\(seconds == 1 ? "" : "s")."
        case .serverError(let status, let reason):
            "The convention's server answered with an error (HTTP \(status)\(reason.isEmpty ? "" : " \(reason)"))."
        case .truncated(let detail):
            "The convention's data arrived incomplete: \(detail)"
        case .malformed(let detail):
            "The convention's data could not be read: \(detail)"
        case .tooLarge(let limit):
            "The convention's data is larger than the limit of \(limit) bytes."
        case .refusedUnsafe(let detail):
            "Not sent, to keep your login safe: \(detail)"
        }
    }
}
