public import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 (a free port) for testing real HTTP clients: it records
/// each request's target (path and query) and answers as scripted. One connection per request
/// (`Connection: close`); each connection is served on a thread of its own.
///
/// ```swift
/// let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(json)))
/// let api = URLSessionConventionAPI(baseURL: server.url(path: "/EF27/api"))
/// ```
///
/// It stops on `stop()` or when released: the listening socket closes and open connections are
/// shut down, so a request left unanswered ends then.
public final class LoopbackHTTPServer: Sendable {
    /// How the server answers every request.
    public indirect enum Behaviour: Sendable {
        /// A complete answer with a status, `Content-Length` and a body.
        case respond(status: Int = 200, body: [UInt8])
        /// Reads the request and never answers (until the client gives up or the server stops).
        case neverAnswer
        /// Announces `declaredLength` bytes, sends `body` (shorter) and closes the connection.
        case truncate(body: [UInt8], declaredLength: Int)
        /// Sends the body without `Content-Length`, ending it by closing the connection.
        case respondWithoutLength(body: [UInt8])
        /// Answers like a server with validators: `304 Not Modified` (no body) when the request's
        /// `If-None-Match` is `etag` or its `If-Modified-Since` is `lastModified`; otherwise 200
        /// with the body and `ETag` / `Last-Modified` headers for those that are set.
        case conditional(etag: String?, lastModified: String?, body: [UInt8])
        /// Answers each request as the first route whose prefix starts its target does, else 404.
        case routes([Route])
        /// Redirects to another address (`Location`), with a 3xx status.
        case redirect(status: Int = 307, location: String)
        /// A complete answer with extra header lines (`Retry-After: 120`, `Content-Type: text/html`
        /// replaces the JSON type, `Content-Encoding: gzip`).
        case respondWithHeaders(status: Int, headers: [String], body: [UInt8])
        /// Reads the request and resets the connection (TCP RST) without answering.
        case reset
        /// Announces `declaredLength` bytes, sends `body` (shorter) and then stalls, sending nothing
        /// more until the client gives up or the server stops.
        case stallInBody(body: [UInt8], declaredLength: Int)
    }

    /// How requests whose target starts with a prefix are answered.
    public struct Route: Sendable {
        /// The start of the target (path and query), e.g. `/EF27/api/Images/`.
        public let prefix: String
        /// How such a request is answered.
        public let behaviour: Behaviour

        /// Answers requests whose target starts with `prefix` as `behaviour` does.
        public init(prefix: String, behaviour: Behaviour) {
            self.prefix = prefix
            self.behaviour = behaviour
        }
    }

    private let core: LoopbackServerCore

    /// The port it listens on.
    public var port: UInt16 { core.port }

    /// Starts a server on 127.0.0.1 and a free port.
    public init(behaviour: Behaviour) throws {
        core = try LoopbackServerCore(behaviour: behaviour)
    }

    deinit {
        core.stop()
    }

    /// A URL on this server, e.g. `url(path: "/EF27/api")`.
    public func url(path: String) throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw LoopbackServerError.badPath(path) }
        return url
    }

    /// Every request so far, in order: method, target, headers and body.
    public var requests: [LoopbackRequest] { core.requests }

    /// The target (path and query, as sent) of every request so far, in order.
    public var requestTargets: [String] { core.requests.map(\.target) }

    /// The headers of every request so far, in order, names lowercased.
    public var requestHeaders: [[String: String]] { core.requests.map(\.headers) }

    /// When each request the server never answered (`.neverAnswer`) came and when its client
    /// closed the connection, as the server's own threads saw it: a measure of when a client gave
    /// up that a busy test process cannot delay.
    public var unansweredConnections: [(received: ContinuousClock.Instant, closed: ContinuousClock.Instant)] {
        core.unansweredConnections
    }

    /// Changes how later requests are answered.
    public func setBehaviour(_ behaviour: Behaviour) {
        core.setBehaviour(behaviour)
    }

    /// Stops listening and ends open connections.
    public func stop() {
        core.stop()
    }
}
