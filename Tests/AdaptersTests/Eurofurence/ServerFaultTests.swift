import ConbookCore
import ConbookEurofurence
import ConbookPrograms
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import ConbookTime
import Foundation
import Testing

/// A server that fails in every way a real one does, against the real HTTP client, the Core and a
/// real SQLite store on disk: each fault ends the sync with a clear error, leaves the stored
/// convention exactly as it was, and the next good sync succeeds.
@Suite("Server faults: clear errors, nothing lost, the next sync works")
@MainActor
struct ServerFaultTests {
    /// One way a server fails, and what the error must say.
    struct Fault: CustomTestStringConvertible, Sendable {
        let name: String
        let behaviour: @Sendable (_ server: LoopbackHTTPServer) throws -> LoopbackHTTPServer.Behaviour
        let expected: @Sendable (ConventionAPIError) -> Bool
        let says: String

        var testDescription: String { name }
    }

    nonisolated static let faults: [Fault] = [
        Fault(name: "500", behaviour: { _ in .respond(status: 500, body: Array("oops".utf8)) },
              expected: { if case .serverError(500, _) = $0 { true } else { false } }, says: "500"),
        Fault(name: "503 with Retry-After",
              behaviour: { _ in .respondWithHeaders(status: 503, headers: ["Retry-After: 120"], body: []) },
              expected: { if case .serverError(503, _) = $0 { true } else { false } }, says: "try again in 120 seconds"),
        Fault(name: "503 with Retry-After as a date",
              behaviour: { _ in .respondWithHeaders(status: 503, headers: ["Retry-After: Wed, 21 Oct 2026 07:28:00 GMT"], body: []) },
              expected: { if case .serverError(503, _) = $0 { true } else { false } },
              says: "try again after Wed, 21 Oct 2026 07:28:00 GMT"),
        Fault(name: "404", behaviour: { _ in .respond(status: 404, body: []) },
              expected: { if case .serverError(404, _) = $0 { true } else { false } }, says: "404"),
        Fault(name: "a body cut mid-way",
              behaviour: { _ in .truncate(body: Array(try Fixtures.data(Fixtures.fullSync).prefix(5000)), declaredLength: 90_000) },
              expected: { if case .truncated = $0 { true } else { false } }, says: "5000"),
        Fault(name: "a connection reset", behaviour: { _ in .reset },
              expected: { if case .unreachable = $0 { true } else if case .truncated = $0 { true } else { false } },
              says: "reset"),
        Fault(name: "a server that never answers", behaviour: { _ in .neverAnswer },
              expected: { $0 == .timedOut(seconds: 1) }, says: "within 1 second."),
        Fault(name: "a server that stalls in the body",
              behaviour: { _ in .stallInBody(body: Array(try Fixtures.data(Fixtures.fullSync).prefix(5000)), declaredLength: 90_000) },
              expected: { if case .timedOut = $0 { true } else if case .truncated = $0 { true } else { false } }, says: "1 second"),
        Fault(name: "a redirect to a server that is down",
              behaviour: { _ in .redirect(location: "http://127.0.0.1:9/EF27/api/Sync") },
              expected: { if case .unreachable = $0 { true } else { false } }, says: "127.0.0.1:9"),
        Fault(name: "an HTML page instead of JSON",
              behaviour: { _ in
                  .respondWithHeaders(status: 200, headers: ["Content-Type: text/html"], body: Array("<html><body>Maintenance</body></html>".utf8))
              },
              expected: { if case .malformed = $0 { true } else { false } }, says: "JSON"),
        Fault(name: "a gzip body that expands past the size limit",
              behaviour: { _ in
                  .respondWithHeaders(status: 200, headers: ["Content-Encoding: gzip"], body: try Self.gzippedZeros(megabytes: 24))
              },
              expected: { $0 == .tooLarge(limitInBytes: 16 * 1024 * 1024) }, says: "larger than the limit"),
    ]

    @Test("Given a synced convention, when the server fails, then the sync says why, the store is unchanged and the next good sync succeeds", arguments: faults)
    func fault(_ fault: Fault) async throws {
        let good = Array(try Fixtures.data(Fixtures.fullSync))
        let server = try LoopbackHTTPServer(behaviour: .respond(body: good))
        let api = URLSessionConventionAPI(
            baseURL: try server.url(path: "/EF27/api/"), timeout: .seconds(1), maximumResponseBytes: 16 * 1024 * 1024)
        try await withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appendingPathComponent("conbook.sqlite")).store(for: "EF27")
            let conbook = try Conbook(
                api: api, store: store, clock: PinnedClock(now: try #require(ISO8601Timestamp.parse("2022-08-25T10:00:00Z"))),
                calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
            guard case .success = await conbook.refreshConvention.refresh() else {
                Issue.record("the first sync failed")
                return
            }
            let before = try store.loadConvention()

            server.setBehaviour(try fault.behaviour(server))
            let outcome = await conbook.refreshConvention.refresh()

            guard case .failure(.source(let error)) = outcome else {
                Issue.record("\(fault.name): expected a source error, got \(outcome)")
                return
            }
            #expect(fault.expected(error), "\(fault.name): \(error)")
            #expect(error.description.contains(fault.says), "\(fault.name): \(error.description)")
            #expect(try store.loadConvention() == before, "\(fault.name) changed the store")
            #expect(conbook.browseSchedule.days().count == 6)

            server.setBehaviour(.respond(body: good))
            let next = await conbook.refreshConvention.refresh()
            guard case .success = next else {
                Issue.record("\(fault.name): the next good sync failed: \(next)")
                return
            }
        }
    }

    @Test("Given a synced convention, when the server sends another convention, then the sync is refused and nothing changes")
    func otherConvention() async throws {
        let good = Array(try Fixtures.data(Fixtures.fullSync))
        let other = try Fixtures.edited(Fixtures.fullSync) { $0["ConventionIdentifier"] = "EF99" }
        let server = try LoopbackHTTPServer(behaviour: .respond(body: good))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF27/api/"), timeout: .seconds(5))
        try await withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appendingPathComponent("conbook.sqlite")).store(for: "EF27")
            let conbook = try Conbook(
                api: api, store: store, clock: PinnedClock(now: try #require(ISO8601Timestamp.parse("2022-08-25T10:00:00Z"))),
                calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
            _ = await conbook.refreshConvention.refresh()
            let before = try store.loadConvention()

            server.setBehaviour(.respond(body: Array(other)))
            let outcome = await conbook.refreshConvention.refresh()

            guard case .failure(.conventionMismatch(_, let received)) = outcome else {
                Issue.record("expected a convention mismatch, got \(outcome)")
                return
            }
            #expect(received.rawValue == "EF99")
            #expect(try store.loadConvention() == before)
        }
    }

    /// `megabytes` MiB of zeros, gzipped by the system's `gzip` (a few dozen KiB).
    nonisolated static func gzippedZeros(megabytes: Int) throws -> [UInt8] {
        let run = try CapturedRun.running(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c \(megabytes * 1024 * 1024) /dev/zero | gzip -c | base64 -w0"])
        return Array(try #require(Data(base64Encoded: run.output)))
    }
}
