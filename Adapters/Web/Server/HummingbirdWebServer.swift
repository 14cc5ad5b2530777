import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Serves a `WebResponder` (an attendee's pages, or the guide for everyone) over HTTP/1.1 with Hummingbird: binds the address given, bounds every
/// request (header sizes and count, body size, time to send the body, idle connections), answers
/// what it can on its own threads (the responder's `keptAnswer(to:)`), hands the rest to the
/// responder on the main actor, and stops cleanly on SIGINT or SIGTERM.
public enum HummingbirdWebServer {
    /// How long a connection may be idle, and a body take to arrive, before it is dropped.
    public static let slowClientLimit = Duration.seconds(20)

    /// Runs the server until it is stopped.
    /// - Parameters:
    ///   - application: what answers the requests.
    ///   - host: the address to listen on, e.g. `127.0.0.1`.
    ///   - port: the port; 0 picks a free one.
    ///   - maximumBodySize: the largest body read; a larger one is answered 413.
    ///   - whenListening: told the port listened on, once the server accepts connections.
    public static func run(
        _ application: some WebResponder, host: String, port: Int, maximumBodySize: Int,
        whenListening: @escaping @Sendable (Int) async -> Void
    ) async throws {
        var logger = Logger(label: "conbook.serve")
        logger.logLevel = .critical
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            let webRequest: WebRequest
            do {
                webRequest = try await read(request, maximumBodySize: maximumBodySize)
            } catch {
                return Response(status: .contentTooLarge)
            }
            if let kept = application.keptAnswer(to: webRequest) { return response(kept) }
            return response(await application.respond(to: webRequest))
        }
        let server = Application(
            responder: responder,
            server: .http1(
                configuration: .init(
                    idleTimeout: .seconds(Int64(slowClientLimit.components.seconds)),
                    httpDecoderConfiguration: .init(
                        maxHeaderFieldSize: 8 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100)
                )),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in await whenListening(channel.localAddress?.port ?? port) },
            logger: logger)
        try await server.runService()
    }

    private static func read(_ request: Request, maximumBodySize: Int) async throws -> WebRequest {
        var headers: [(name: String, value: String)] = []
        if let authority = request.head.authority { headers.append(("host", authority)) }
        for field in request.headers { headers.append((field.name.canonicalName, field.value)) }
        let method = WebRequest.Method(request.method.rawValue)
        guard request.headers[.contentLength] != nil || request.headers[.transferEncoding] != nil else {
            // No body was announced: none is waited for.
            return WebRequest(method: method, target: request.head.path ?? "/", headers: headers)
        }
        let body = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await request.body.collect(upTo: maximumBodySize) }
            group.addTask {
                try await Task.sleep(for: slowClientLimit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let buffer = first else { throw CancellationError() }
            return buffer
        }
        return WebRequest(method: method, target: request.head.path ?? "/", headers: headers, body: Array(buffer: body))
    }

    private static func response(_ answer: WebResponse) -> Response {
        var fields = HTTPFields()
        for header in answer.headers {
            guard let name = HTTPField.Name(header.name) else { continue }
            fields.append(HTTPField(name: name, value: header.value))
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
