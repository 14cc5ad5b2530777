import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 (a free port) whose answers a closure computes from each
/// request, for fakes that keep state (an OpenID provider that issues codes and checks them).
/// One request per connection, each on a thread of its own; blocking sockets, woken by
/// `shutdown` when the server stops (on `stop()` or when released).
public final class RespondingHTTPServer: Sendable {
    /// How one request is answered.
    public enum Answer: Sendable {
        /// A status, extra header lines (`Location: …`) and a body.
        case send(status: Int, headers: [String] = [], body: [UInt8] = [])
        /// Nothing, ever: the connection stays open until the client gives up or the server stops.
        case stall
    }

    private let core: Core

    /// The port it listens on.
    public var port: UInt16 { core.port }

    /// Starts listening; `respond` computes each answer (on the connection's thread).
    public init(respond: @escaping @Sendable (LoopbackRequest) -> Answer) throws {
        core = try Core(respond: respond)
        let acceptor = Thread { [core] in core.acceptConnections() }
        acceptor.name = "RespondingHTTPServer.accept"
        acceptor.start()
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func address(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops accepting and ends open connections.
    public func stop() {
        core.stop()
    }

    /// The sockets and threads, apart from the server so that releasing the server stops them.
    private final class Core: Sendable {
        let port: UInt16
        private let listening: Int32
        private let openConnections = Mutex<(descriptors: Set<Int32>, stopped: Bool)>(([], false))
        private let respond: @Sendable (LoopbackRequest) -> Answer

        init(respond: @escaping @Sendable (LoopbackRequest) -> Answer) throws {
            (listening, port) = try LoopbackSocket.bindToFreePort()
            guard listen(listening, 32) == 0 else { throw LoopbackServerError.system("listen", errno) }
            self.respond = respond
        }

        func stop() {
            let descriptors = openConnections.withLock { state -> Set<Int32> in
                guard !state.stopped else { return [] }
                state.stopped = true
                return state.descriptors.union([listening])
            }
            for descriptor in descriptors { _ = shutdown(descriptor, Int32(SHUT_RDWR)) }
        }

        func acceptConnections() {
            while true {
                let connection = accept(listening, nil, nil)
                let admitted = openConnections.withLock { state -> Bool? in
                    if state.stopped { return nil }
                    guard connection >= 0 else { return false }
                    state.descriptors.insert(connection)
                    return true
                }
                guard let admitted else {
                    if connection >= 0 { _ = close(connection) }
                    break
                }
                if admitted {
                    let worker = Thread { [self] in serve(connection) }
                    worker.name = "RespondingHTTPServer.connection"
                    worker.start()
                }
            }
            _ = close(listening)
        }

        private func serve(_ connection: Int32) {
            var incoming = IncomingRequest()
            var chunk = [UInt8](repeating: 0, count: 8192)
            while incoming.request == nil {
                let count = recv(connection, &chunk, chunk.count, 0)
                if count <= 0 { break }
                incoming.take(chunk[..<count])
            }
            if let request = incoming.request {
                switch respond(request) {
                case .send(let status, let headers, let body):
                    let lines =
                        ["HTTP/1.1 \(status) Scripted", "Connection: close", "Content-Length: \(body.count)"] + headers
                    write(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body, to: connection)
                case .stall:
                    while recv(connection, &chunk, chunk.count, 0) > 0 {}
                }
            }
            openConnections.withLock { _ = $0.descriptors.remove(connection) }
            _ = close(connection)
        }

        private func write(_ bytes: [UInt8], to connection: Int32) {
            var remaining = bytes[...]
            while !remaining.isEmpty {
                let written = remaining.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard written > 0 else { return }
                remaining = remaining.dropFirst(written)
            }
        }
    }
}

/// A request as its bytes arrive: complete once the head and `Content-Length` bytes of body are in.
private struct IncomingRequest {
    private var bytes: [UInt8] = []
    private(set) var request: LoopbackRequest?

    mutating func take(_ chunk: ArraySlice<UInt8>) {
        bytes += chunk
        guard let separator = bytes.firstRange(of: [13, 10, 13, 10]) else { return }
        var lines = String(decoding: bytes[..<separator.lowerBound], as: UTF8.self).split(separator: "\r\n")
        let words = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines {
            let nameAndValue = line.split(separator: ":", maxSplits: 1)
            guard nameAndValue.count == 2 else { continue }
            headers[nameAndValue[0].lowercased()] = nameAndValue[1].trimmingCharacters(in: .whitespaces)
        }
        let body = bytes[separator.upperBound...]
        let expected = Int(headers["content-length"] ?? "0") ?? 0
        guard words.count == 3, body.count >= expected else { return }
        request = LoopbackRequest(
            method: String(words[0]), target: String(words[1]), headers: headers, body: Array(body.prefix(expected)))
    }
}
