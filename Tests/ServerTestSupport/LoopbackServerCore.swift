import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sockets and threads behind `LoopbackHTTPServer`, kept apart so that releasing the server
/// stops them even while they run.
final class LoopbackServerCore: Sendable {
    private struct State {
        var behaviour: LoopbackHTTPServer.Behaviour
        var requests: [LoopbackRequest] = []
        var unansweredConnections: [(received: ContinuousClock.Instant, closed: ContinuousClock.Instant)] = []
        var connections: Set<Int32> = []
        var isStopped = false
    }

    let port: UInt16
    private let listener: Int32
    private let state: Mutex<State>

    init(behaviour: LoopbackHTTPServer.Behaviour) throws {
        state = Mutex(State(behaviour: behaviour))
        (listener, port) = try Self.openListeningSocket()
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackHTTPServer.accept"
        thread.start()
    }

    var requests: [LoopbackRequest] { state.withLock { $0.requests } }

    /// When each request the server never answered came and when its client closed the connection,
    /// measured on the server's threads.
    var unansweredConnections: [(received: ContinuousClock.Instant, closed: ContinuousClock.Instant)] {
        state.withLock { $0.unansweredConnections }
    }

    func setBehaviour(_ behaviour: LoopbackHTTPServer.Behaviour) {
        state.withLock { $0.behaviour = behaviour }
    }

    func stop() {
        let connections = state.withLock { state -> Set<Int32> in
            guard !state.isStopped else { return [] }
            state.isStopped = true
            return state.connections
        }
        for connection in connections {
            _ = shutdown(connection, Int32(SHUT_RDWR))
        }
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private static func openListeningSocket() throws -> (Int32, UInt16) {
        let (socketDescriptor, port) = try LoopbackSocket.bindToFreePort()
        guard listen(socketDescriptor, 16) == 0 else {
            let error = errno
            close(socketDescriptor)
            throw LoopbackServerError.system("listen", error)
        }
        return (socketDescriptor, port)
    }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopped {
            guard waitUntilReadable(listener) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let accepted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "LoopbackHTTPServer.connection"
            thread.start()
        }
    }

    /// Polls briefly so that the loops notice `stop()`.
    private func waitUntilReadable(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 50) > 0
    }

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { _ = $0.connections.remove(connection) }
            close(connection)
        }
        guard let request = readRequest(connection) else { return }
        let (target, headers) = (request.target, request.headers)
        let behaviour = state.withLock { state in
            state.requests.append(request)
            return state.behaviour
        }
        answer(connection, target: target, headers: headers, as: behaviour)
    }

    private func answer(
        _ connection: Int32, target: String, headers: [String: String], as behaviour: LoopbackHTTPServer.Behaviour
    ) {
        switch behaviour {
        case .routes(let routes):
            let route = routes.first { target.hasPrefix($0.prefix) }
            answer(connection, target: target, headers: headers, as: route?.behaviour ?? .respond(status: 404, body: []))
        case .respond(let status, let body):
            sendAll(connection, head(status: status, contentLength: body.count) + body)
        case .neverAnswer:
            let received = ContinuousClock.now
            waitUntilClosedByPeer(connection)
            let closed = ContinuousClock.now
            state.withLock { $0.unansweredConnections.append((received, closed)) }
        case .redirect(let status, let location):
            sendAll(connection, head(status: status, contentLength: 0, extra: ["Location: \(location)"]))
        case .truncate(let body, let declaredLength):
            sendAll(connection, head(status: 200, contentLength: declaredLength) + body)
            usleep(50_000)
        case .respondWithoutLength(let body):
            sendAll(connection, head(status: 200, contentLength: nil) + body)
        case .respondWithHeaders(let status, let extra, let body):
            sendAll(connection, head(status: status, contentLength: body.count, extra: extra) + body)
        case .reset:
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        case .stallInBody(let body, let declaredLength):
            sendAll(connection, head(status: 200, contentLength: declaredLength) + body)
            waitUntilClosedByPeer(connection)
        case .conditional(let etag, let lastModified, let body):
            let matches =
                (etag != nil && headers["if-none-match"] == etag)
                || (lastModified != nil && headers["if-modified-since"] == lastModified)
            if matches {
                sendAll(connection, head(status: 304, contentLength: nil))
            } else {
                var extra: [String] = []
                if let etag { extra.append("ETag: \(etag)") }
                if let lastModified { extra.append("Last-Modified: \(lastModified)") }
                sendAll(connection, head(status: 200, contentLength: body.count, extra: extra) + body)
            }
        }
    }

    /// Reads the request: its head, and its body as long as its `Content-Length` says (up to 1 MiB).
    private func readRequest(_ connection: Int32) -> LoopbackRequest? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let endOfHead: [UInt8] = Array("\r\n\r\n".utf8)
        while received.firstRange(of: endOfHead) == nil, received.count < 65_536 {
            guard !isStopped else { return nil }
            guard waitUntilReadable(connection) else { continue }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
        }
        guard let headEnd = received.firstRange(of: endOfHead) else { return nil }
        let lines = String(decoding: received[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        guard parts.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(received[headEnd.upperBound...])
        let length = min(Int(headers["content-length"] ?? "") ?? 0, 1 << 20)
        while body.count < length {
            guard !isStopped else { return nil }
            guard waitUntilReadable(connection) else { continue }
            let count = recv(connection, &buffer, min(buffer.count, length - body.count), 0)
            guard count > 0 else { break }
            body += buffer[0..<count]
        }
        return LoopbackRequest(
            method: String(parts[0]), target: String(parts[1]), headers: headers, body: Array(body.prefix(length)))
    }

    private func waitUntilClosedByPeer(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !isStopped {
            guard waitUntilReadable(connection) else { continue }
            if recv(connection, &buffer, buffer.count, 0) <= 0 { return }
        }
    }

    private func head(status: Int, contentLength: Int?, extra: [String] = []) -> [UInt8] {
        let namesType = extra.contains { $0.lowercased().hasPrefix("content-type:") }
        var lines =
            ["HTTP/1.1 \(status) \(Self.reasonPhrase(status))"]
            + (namesType ? [] : ["Content-Type: application/json"]) + ["Connection: close"] + extra
        if let contentLength { lines.append("Content-Length: \(contentLength)") }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Sends everything, or as much as the peer takes before it closes (no SIGPIPE).
    private func sendAll(_ connection: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count, !isStopped {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
