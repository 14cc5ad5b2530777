/// A request as `LoopbackHTTPServer` received it.
public struct LoopbackRequest: Hashable, Sendable {
    /// The method, e.g. `POST`.
    public let method: String
    /// The target: path and query, as sent.
    public let target: String
    /// The headers, names lowercased.
    public let headers: [String: String]
    /// The body (as long as its `Content-Length` says; empty without one).
    public let body: [UInt8]

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
