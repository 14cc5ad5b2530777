import ConbookCore
import ConbookFoundationAdapters
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Schedule exports over HTTP")
struct ScheduleExportURLAPITests {
    private static let fosdem = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/schedules/fosdem-2026-schedule.xml")
    private let now = Instant(secondsSinceEpoch: 1_769_850_000)

    @Test("Given a real schedule.xml served on loopback, when fetched, then every event arrives, stamped with the clock")
    func servesTheRealFile() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Data(contentsOf: Self.fosdem))))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/2026/schedule/schedule.xml"), clock: PinnedClock(now: now))

        let response = try await api.fetchChanges(since: nil)

        #expect(response.events.changed.count == 883)
        #expect(response.events.removeAllBeforeInsert)
        #expect(response.serverTime == now)
        #expect(response.details?.timeZoneIdentifier == "Europe/Brussels")
        #expect(server.requestTargets == ["/2026/schedule/schedule.xml"])
    }

    @Test("Given the server answers 404, when fetched, then it is a server error")
    func serverError() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 404, body: Array("gone".utf8)))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now))

        await #expect(throws: ConventionAPIError.serverError(status: 404, reason: "Not Found")) {
            try await api.fetchChanges(since: nil)
        }
    }

    @Test("Given an HTML page where the export should be, when fetched, then it is refused as malformed")
    func notAnExport() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array("<!DOCTYPE html><html><body>Login</body></html>".utf8)))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now), kind: .scheduleXML)

        await #expect {
            try await api.fetchChanges(since: nil)
        } throws: { error in
            guard case .malformed = error as? ConventionAPIError else { return false }
            return true
        }
    }

    @Test("Given a body cut short, when fetched, then it is truncated")
    func truncated() async throws {
        let server = try LoopbackHTTPServer(behaviour: .truncate(body: Array("<schedule><conference>".utf8), declaredLength: 4000))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now))

        await #expect {
            try await api.fetchChanges(since: nil)
        } throws: { error in
            guard case .truncated = error as? ConventionAPIError else { return false }
            return true
        }
    }
}
