import Dispatch
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Serves a `WebResponder` (an attendee's pages, or the guide for everyone) over HTTP/1.1 with
/// SwiftNIO: binds the address given, bounds every request (header sizes and count, body size,
/// time to send the body, idle connections), answers what it can on the event loop that read it
/// (the responder's `keptAnswer(to:)`, e.g. a guide's page already written), hands the rest to
/// the responder on the main actor, and stops cleanly on SIGINT or SIGTERM, or when its task is
/// cancelled.
public enum WebServer {
    /// How long a connection may be idle, and a body take to arrive, before it is dropped, unless
    /// told otherwise.
    public static let slowClientLimit = Duration.seconds(20)

    /// The bounds on a request's header: a field's size, all fields' size, their count. A request
    /// past one is answered `400 Bad Request` and its connection closed.
    static let headerLimits: NIOHTTPDecoderLimitConfiguration = {
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = 8 * 1024
        limits.maxHeaderListSize = 32 * 1024
        limits.maxHeaderFieldCount = 100
        return limits
    }()

    /// Runs the server until it is stopped.
    /// - Parameters:
    ///   - responder: what answers the requests.
    ///   - host: the address to listen on, e.g. `127.0.0.1`.
    ///   - port: the port; 0 picks a free one.
    ///   - maximumBodySize: the largest body read; a larger one is answered 413.
    ///   - slowClientLimit: how long a connection may be idle, and a body take to arrive.
    ///   - whenListening: told the port listened on, once the server accepts connections.
    public static func run(
        _ responder: some WebResponder, host: String, port: Int, maximumBodySize: Int,
        slowClientLimit: Duration = slowClientLimit, whenListening: @escaping @Sendable (Int) async -> Void
    ) async throws {
        let connections = OpenConnections()
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                        withPipeliningAssistance: true, withErrorHandling: true, withOutboundHeaderValidation: false,
                        withEncoderConfiguration: HTTPResponseEncoder.Configuration(),
                        withDecoderLimitConfiguration: headerLimits)
                    try channel.pipeline.syncOperations.addHandlers([
                        IdleStateHandler(readTimeout: TimeAmount(slowClientLimit)),
                        WebServerConnection(
                            responder: responder, maximumBodySize: maximumBodySize, slowClientLimit: slowClientLimit),
                    ])
                    connections.opened(channel)
                }
            }
            .bind(host: host, port: port).get()
        let stop: @Sendable () -> Void = {
            listener.close(promise: nil)
            connections.closeAll()
        }
        // Ctrl-C and a service manager's SIGTERM stop the server cleanly; what the signals did
        // before is put back once it stops (a test's runner keeps its own handling).
        let signals = [SIGINT, SIGTERM].map { number in
            let previous = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            return (number, previous, source)
        }
        defer {
            for (number, previous, source) in signals {
                source.cancel()
                signal(number, previous)
            }
        }
        await whenListening(listener.localAddress?.port ?? port)
        try await withTaskCancellationHandler {
            try await listener.closeFuture.get()
        } onCancel: {
            stop()
        }
    }
}

/// The connections a server has open, so that stopping it closes them too.
private final class OpenConnections: Sendable {
    private let channels = Mutex<[ObjectIdentifier: any Channel]>([:])

    func opened(_ channel: any Channel) {
        let key = ObjectIdentifier(channel)
        channels.withLock { $0[key] = channel }
        channel.closeFuture.whenComplete { [self] _ in channels.withLock { _ = $0.removeValue(forKey: key) } }
    }

    func closeAll() {
        for channel in channels.withLock({ Array($0.values) }) { channel.close(promise: nil) }
    }
}
