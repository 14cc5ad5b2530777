import ConbookCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Listens on 127.0.0.1 and a free port for the browser's redirect at the end of a login (RFC 8252
/// §7.3). It is bound when made, so the redirect address is known before the browser opens. It
/// serves several connections at once (a browser may open one and send nothing), answers any
/// request but `GET` of the redirect path with 404 (a `favicon.ico`), and keeps the redirect's
/// connection open until `answer` writes the page that ends the login; then it closes.
final class LoopbackRedirectListener: Sendable {
    /// Ends a page the browser sees.
    enum Page: Sendable {
        case loggedIn
        case failed(String)
    }

    private struct State {
        var isClosed = false
        var isWaiting = false
        var listeningClosed = false
        var redirectConnection: Int32?
    }

    /// The port it listens on.
    let port: UInt16
    /// The redirect's path, e.g. `/callback`.
    let path: String
    private let listening: Int32
    private let state = Mutex(State())

    /// Binds 127.0.0.1 and a free port and listens.
    /// - Throws: `IdentityError.unreachable` when this machine refuses a listening socket.
    init(path: String) throws(IdentityError) {
        self.path = path
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .unreachable("cannot listen for the redirect (socket: errno \(errno))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let error = errno
            closeSocket(descriptor)
            throw .unreachable("cannot listen for the redirect on 127.0.0.1 (errno \(error))")
        }
        listening = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close()
    }

    /// Waits for the browser's `GET` of the redirect path and returns its query (`code=…&state=…`).
    /// - Throws: `.cancelled` once `close()` is called (or the task is cancelled).
    func waitForRedirectQuery() async throws(IdentityError) -> String {
        let canWait = state.withLock { state in
            guard !state.isClosed, !state.isWaiting else { return false }
            state.isWaiting = true
            return true
        }
        guard canWait else { throw .cancelled }
        let query = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                let thread = Thread { [self] in continuation.resume(returning: serveUntilRedirect()) }
                thread.name = "LoopbackRedirectListener"
                thread.start()
            }
        } onCancel: {
            close()
        }
        guard let query else { throw .cancelled }
        return query
    }

    /// Writes the page that ends the login to the browser, and closes.
    func answer(_ page: Page) {
        let connection = state.withLock { state in
            defer { state.redirectConnection = nil }
            return state.redirectConnection
        }
        if let connection {
            sendAll(Self.response(page), to: connection)
            closeSocket(connection)
        }
        close()
    }

    /// Stops listening; a wait under way ends with `.cancelled` (within a tenth of a second).
    func close() {
        let (descriptors, closesListening) = state.withLock { state -> ([Int32], Bool) in
            state.isClosed = true
            var descriptors: [Int32] = []
            if let connection = state.redirectConnection { descriptors.append(connection) }
            state.redirectConnection = nil
            // While a wait runs, its thread closes the listening socket when it ends.
            let closesListening = !state.isWaiting && !state.listeningClosed
            if closesListening { state.listeningClosed = true }
            return (descriptors, closesListening)
        }
        for descriptor in descriptors { closeSocket(descriptor) }
        if closesListening { closeSocket(listening) }
    }

    /// Accepts and reads connections until one is the redirect (its query) or the listener closes (nil).
    private func serveUntilRedirect() -> String? {
        var pending: [Int32: (received: [UInt8], since: ContinuousClock.Instant)] = [:]
        defer {
            for descriptor in pending.keys { closeSocket(descriptor) }
            state.withLock { state in
                state.isWaiting = false
                state.listeningClosed = true
            }
            closeSocket(listening)
        }
        while !state.withLock({ $0.isClosed }) {
            var watched = [pollfd(fd: listening, events: Int16(POLLIN), revents: 0)]
            watched += pending.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&watched, nfds_t(watched.count), 100) > 0 else {
                dropStale(&pending)
                continue
            }
            if watched[0].revents != 0 {
                let connection = accept(listening, nil, nil)
                if connection >= 0 { pending[connection] = ([], .now) }
            }
            for watch in watched.dropFirst() where watch.revents != 0 {
                guard let query = readRequest(watch.fd, into: &pending) else { continue }
                pending[watch.fd] = nil
                let kept = state.withLock { state -> Bool in
                    guard !state.isClosed else { return false }
                    state.redirectConnection = watch.fd
                    return true
                }
                if !kept { closeSocket(watch.fd) }
                return kept ? query : nil
            }
        }
        return nil
    }

    /// Reads what a connection sent; once its request head is complete, answers anything but the
    /// redirect with 404 and closes it, and returns the redirect's query.
    private func readRequest(
        _ connection: Int32, into pending: inout [Int32: (received: [UInt8], since: ContinuousClock.Instant)]
    ) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(connection, &buffer, buffer.count, 0)
        guard count > 0, var entry = pending[connection], entry.received.count + count <= 16_384 else {
            pending[connection] = nil
            closeSocket(connection)
            return nil
        }
        entry.received += buffer[0..<count]
        pending[connection] = entry
        guard let headEnd = entry.received.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let requestLine =
            String(decoding: entry.received[..<headEnd.lowerBound], as: UTF8.self)
            .split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        if parts.count == 3, parts[0] == "GET" {
            let target = parts[1]
            let targetPath = target.prefix { $0 != "?" }
            if targetPath == path {
                return target.count > targetPath.count ? String(target.dropFirst(targetPath.count + 1)) : ""
            }
        }
        pending[connection] = nil
        sendAll(Self.response(status: "404 Not Found", html: "<p>Not found.</p>"), to: connection)
        closeSocket(connection)
        return nil
    }

    /// Closes connections that sent no whole request within 30 seconds.
    private func dropStale(_ pending: inout [Int32: (received: [UInt8], since: ContinuousClock.Instant)]) {
        for (descriptor, entry) in pending where entry.since.duration(to: .now) > .seconds(30) {
            pending[descriptor] = nil
            closeSocket(descriptor)
        }
    }

    private static func response(_ page: Page) -> [UInt8] {
        switch page {
        case .loggedIn: response(status: "200 OK", html: "<p>Logged in to Conbook. You can close this tab.</p>")
        case .failed(let reason): response(status: "200 OK", html: "<p>The login did not succeed: \(escaped(reason))</p>")
        }
    }

    private static func response(status: String, html: String) -> [UInt8] {
        let body = Array(
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>Conbook</title></head><body>\(html)</body></html>\n"
                .utf8)
        let head =
            "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// Closes a socket (a free function: the listener's own `close()` hides the system's).
private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// Sends all the bytes, or as many as the peer takes before it closes (no SIGPIPE).
private func sendAll(_ bytes: [UInt8], to connection: Int32) {
    var offset = 0
    while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return }
        offset += sent
    }
}
