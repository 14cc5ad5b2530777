import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// One way a real server fails, as the loopback server plays it: the faults every client of
/// Conbook's (the convention's data, the attendee's calls) must survive with a clear error and
/// nothing lost. Each suite says what its client's error must be for each.
struct ServerFault: CustomTestStringConvertible, Sendable {
    /// What the server does, e.g. `503 with Retry-After`.
    let name: String
    /// How the loopback server answers every request.
    let behaviour: @Sendable () throws -> LoopbackHTTPServer.Behaviour

    var testDescription: String { name }

    /// A JSON body's first 5,000 bytes, from a real answer.
    private static func start() throws -> [UInt8] { Array(try Fixtures.data(Fixtures.fullSync).prefix(5000)) }

    static let all: [ServerFault] = [
        ServerFault(name: "500") { .respond(status: 500, body: Array("oops".utf8)) },
        ServerFault(name: "503 with Retry-After") { .respondWithHeaders(status: 503, headers: ["Retry-After: 120"], body: []) },
        ServerFault(name: "503 with Retry-After as a date") {
            .respondWithHeaders(status: 503, headers: ["Retry-After: Wed, 21 Oct 2026 07:28:00 GMT"], body: [])
        },
        ServerFault(name: "404") { .respond(status: 404, body: []) },
        ServerFault(name: "a body cut mid-way") { .truncate(body: try start(), declaredLength: 90_000) },
        ServerFault(name: "a connection reset") { .reset },
        ServerFault(name: "a server that never answers") { .neverAnswer },
        ServerFault(name: "a server that stalls in the body") { .stallInBody(body: try start(), declaredLength: 90_000) },
        ServerFault(name: "a redirect to a server that is down") { .redirect(location: "http://127.0.0.1:9/EF27/api/down") },
        ServerFault(name: "an HTML page instead of JSON") {
            .respondWithHeaders(
                status: 200, headers: ["Content-Type: text/html"], body: Array("<html><body>Maintenance</body></html>".utf8))
        },
        ServerFault(name: "a gzip body that expands past the size limit") {
            .respondWithHeaders(status: 200, headers: ["Content-Encoding: gzip"], body: try gzippedZeros(megabytes: 24))
        },
    ]

    /// `megabytes` MiB of zeros, gzipped by the system's `gzip` (a few dozen KiB).
    static func gzippedZeros(megabytes: Int) throws -> [UInt8] {
        let run = try CapturedRun.running(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c \(megabytes * 1024 * 1024) /dev/zero | gzip -c | base64 -w0"])
        return Array(try #require(Data(base64Encoded: run.output)))
    }
}
