import ConbookCore
import ConbookEurofurence
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
    /// What the error must be for each fault, and words its message must hold.
    nonisolated static let expectations: [String: (matches: @Sendable (ConventionAPIError) -> Bool, says: String)] = [
        "500": ({ if case .serverError(500, _) = $0 { true } else { false } }, "500"),
        "503 with Retry-After": ({ if case .serverError(503, _) = $0 { true } else { false } }, "try again in 120 seconds"),
        "503 with Retry-After as a date": (
            { if case .serverError(503, _) = $0 { true } else { false } }, "try again after Wed, 21 Oct 2026 07:28:00 GMT"
        ),
        "404": ({ if case .serverError(404, _) = $0 { true } else { false } }, "404"),
        "a body cut mid-way": ({ if case .truncated = $0 { true } else { false } }, "after 5000 bytes"),
        "a connection reset": (
            { if case .unreachable = $0 { true } else if case .truncated = $0 { true } else { false } }, "reset"
        ),
        "a server that never answers": ({ $0 == .timedOut(seconds: 1) }, "within 1 second."),
        "a server that stalls in the body": (
            { if case .timedOut = $0 { true } else if case .truncated = $0 { true } else { false } }, "1 second"
        ),
        "a redirect to a server that is down": ({ if case .unreachable = $0 { true } else { false } }, "127.0.0.1:9"),
        "an HTML page instead of JSON": ({ if case .malformed = $0 { true } else { false } }, "not JSON"),
        "a gzip body that expands past the size limit": (
            { $0 == .tooLarge(limitInBytes: 16 * 1024 * 1024) }, "larger than the limit"
        ),
    ]

    @Test(
        "Given a synced convention, when the server fails, then the sync says why, the store is unchanged and the next good sync succeeds",
        arguments: ServerFault.all)
    func fault(_ fault: ServerFault) async throws {
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

            let expected = try #require(Self.expectations[fault.name], "no expectation for \(fault.name)")
            server.setBehaviour(try fault.behaviour())
            let outcome = await conbook.refreshConvention.refresh()

            guard case .failure(.source(let error)) = outcome else {
                Issue.record("\(fault.name): expected a source error, got \(outcome)")
                return
            }
            #expect(expected.matches(error), "\(fault.name): \(error)")
            #expect(error.description.contains(expected.says), "\(fault.name): \(error.description)")
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
}
