import NIOCore
import NIOHTTP1

/// One connection of a `WebServer`: reads each request whole (its body bounded in size and in the
/// time it takes to arrive), answers it on the event loop when the responder can without the
/// main actor, else asks the responder on the main actor, and writes the answer. Requests sent
/// before an answer are held by NIO's pipelining handler, so one is answered at a time, in order.
final class WebServerConnection<Responder: WebResponder>: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private enum State {
        /// Between requests.
        case waiting
        /// Reading a request: its head, and the body so far.
        case reading(HTTPRequestHead, [UInt8])
        /// A request refused while it was read (its body too large): the rest is not read.
        case refused
        /// A request read and being answered.
        case answering
    }

    private let responder: Responder
    private let maximumBodySize: Int
    private let slowClientLimit: Duration
    private var state = State.waiting
    private var bodyDeadline: Scheduled<Void>?

    init(responder: Responder, maximumBodySize: Int, slowClientLimit: Duration) {
        self.responder = responder
        self.maximumBodySize = maximumBodySize
        self.slowClientLimit = slowClientLimit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            if let length = head.headers.first(name: "content-length").flatMap(Int.init), length > maximumBodySize {
                refuse(head, context: context)
                return
            }
            state = .reading(head, [])
            if head.headers.contains(name: "content-length") || head.headers.contains(name: "transfer-encoding") {
                // A body was announced: it has a while to arrive, else the connection is dropped.
                let channel = context.channel
                bodyDeadline = context.eventLoop.scheduleTask(in: TimeAmount(slowClientLimit)) {
                    channel.close(promise: nil)
                }
            }
        case .body(let part):
            guard case .reading(let head, var body) = state else { return }
            guard body.count + part.readableBytes <= maximumBodySize else {
                refuse(head, context: context)
                return
            }
            state = .waiting
            body.append(contentsOf: part.readableBytesView)
            state = .reading(head, body)
        case .end:
            guard case .reading(let head, let body) = state else { return }
            bodyDeadline?.cancel()
            bodyDeadline = nil
            state = .answering
            answer(head, body: body, context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        bodyDeadline?.cancel()
        context.fireChannelInactive()
    }

    private func answer(_ head: HTTPRequestHead, body: [UInt8], context: ChannelHandlerContext) {
        let request = WebRequest(
            method: WebRequest.Method(head.method.rawValue), target: head.uri,
            headers: head.headers.map { (name: $0.name, value: $0.value) }, body: body)
        if let kept = responder.keptAnswer(to: request) {
            write(kept, to: head, context: context)
            return
        }
        let responder = responder
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        Task { @MainActor in
            let answer = await responder.respond(to: request)
            eventLoop.execute {
                let (connection, context) = bound.value
                connection.write(answer, to: head, context: context)
            }
        }
    }

    /// Answers `413` to a request whose body is too large, and closes the connection once sent.
    private func refuse(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        bodyDeadline?.cancel()
        bodyDeadline = nil
        state = .refused
        var closing = head
        closing.headers.replaceOrAdd(name: "connection", value: "close")
        write(.plain("", status: 413), to: closing, context: context)
    }

    private func write(_ answer: WebResponse, to request: HTTPRequestHead, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        var headers = HTTPHeaders(answer.headers.map { ($0.name, $0.value) })
        // NIO's encoder leaves the length out where no body may follow (a 304).
        headers.add(name: "Content-Length", value: String(answer.body.count))
        headers.add(name: "Date", value: WebServerDate.now())
        let keepAlive = request.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(
            version: request.version, status: HTTPResponseStatus(statusCode: answer.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !answer.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: answer.body)))), promise: nil)
        }
        if case .answering = state { state = .waiting }
        if keepAlive {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        } else {
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
