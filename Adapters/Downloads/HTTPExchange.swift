public import Foundation

/// An HTTP answer whatever its status: what `HTTPDownloader.exchange` returns to a protocol that
/// reads its errors from the body (OAuth's `{"error": …}`).
public struct HTTPExchange: Hashable, Sendable {
    /// The status, e.g. 200, 400, or 302 for a redirect (never followed).
    public var status: Int
    /// The body as received (empty when none).
    public var body: Data

    /// An answer with a status and a body.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
