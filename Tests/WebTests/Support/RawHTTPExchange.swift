import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// Bytes sent as written over one TCP connection to 127.0.0.1, and what comes back until the
/// server closes the connection or a time passes: for what a URL session hides (requests sent at
/// once, HTTP/1.0, a body that stalls, headers exactly as answered). `exchange(…)` waits on a
/// thread of its own, so that neither the main actor nor Swift's few pool threads are held.
struct RawHTTPExchange: Sendable {
    /// What the server sent.
    let received: String
    /// Whether the server closed the connection (else the time ran out).
    let closedByServer: Bool

    /// One answer read: its status line (`HTTP/1.1 200 OK`), its header lines as sent, its body.
    struct Answer {
        let statusLine: String
        let headerLines: [String]
        let body: String

        /// A header's value (the name in any case), if sent.
        func header(_ name: String) -> String? {
            headerLines.lazy.compactMap { line -> String? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == name.lowercased() else { return nil }
                return parts[1].trimmingCharacters(in: .whitespaces)
            }.first
        }
    }

    /// The answers received, in order, each body as long as its `Content-Length` says (none without).
    var answers: [Answer] {
        var answers: [Answer] = []
        var rest = Substring(received)
        while let end = rest.range(of: "\r\n\r\n") {
            let lines = rest[..<end.lowerBound].components(separatedBy: "\r\n")
            rest = rest[end.upperBound...]
            var answer = Answer(statusLine: lines[0], headerLines: Array(lines.dropFirst()), body: "")
            let length = min(answer.header("content-length").flatMap(Int.init) ?? 0, rest.utf8.count)
            let bodyEnd = rest.utf8.index(rest.startIndex, offsetBy: length)
            answer = Answer(statusLine: answer.statusLine, headerLines: answer.headerLines, body: String(rest[..<bodyEnd]))
            rest = rest[bodyEnd...]
            answers.append(answer)
        }
        return answers
    }

    /// Connects, sends `text`, and reads until the server closes or `limit` seconds pass, on a
    /// thread of its own.
    static func exchange(port: Int, sending text: String, readingFor limit: Int) async throws -> RawHTTPExchange {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try RawHTTPExchange(port: port, sending: text, readingFor: limit) })
            }.start()
        }
    }

    /// Connects, sends `text`, and reads until the server closes or `limit` seconds pass (blocking).
    private init(port: Int, sending text: String, readingFor limit: Int) throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var timeout = timeval(tv_sec: limit, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var closed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
            } else {
                // 0: the server closed it; below 0: the time ran out (or the connection was reset).
                closed = count == 0 || errno == ECONNRESET
                break
            }
        }
        self.received = String(decoding: received, as: UTF8.self)
        closedByServer = closed
    }
}
