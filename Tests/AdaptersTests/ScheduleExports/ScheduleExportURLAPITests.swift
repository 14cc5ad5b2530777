import ConbookCore
import ConbookScheduleExports
import ConbookServerTestSupport
import ConbookTime
import Foundation
import Testing

@Suite("Schedule exports over HTTP")
struct ScheduleExportURLAPITests {
    private static let fosdem = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Fixtures/schedules/fosdem-2026-schedule.xml")
    private let now = Instant(secondsSinceEpoch: 1_769_850_000)

    @Test("Given a real schedule.xml served on loopback, when fetched, then every event arrives, stamped with the clock")
    func servesTheRealFile() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Data(contentsOf: Self.fosdem))))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/2026/schedule/schedule.xml"), clock: PinnedClock(now: now))

        let response = try await api.fetchChanges(since: nil)

        #expect(response[Event.self].changed.count == 883)
        #expect(response[Event.self].removeAllBeforeInsert)
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
        let server = try LoopbackHTTPServer(
            behaviour: .respond(body: Array("<!DOCTYPE html><html><body>Login</body></html>".utf8)))
        let api = ScheduleExportURLAPI(
            url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now), kind: .scheduleXML)

        await #expect {
            try await api.fetchChanges(since: nil)
        } throws: { error in
            guard case .malformed = error as? ConventionAPIError else { return false }
            return true
        }
    }

    @Test("Given a body cut short, when fetched, then it is truncated")
    func truncated() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .truncate(body: Array("<schedule><conference>".utf8), declaredLength: 4000))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now))

        await #expect {
            try await api.fetchChanges(since: nil)
        } throws: { error in
            guard case .truncated = error as? ConventionAPIError else { return false }
            return true
        }
    }

    @Test(
        "Given a server with an ETag, when fetched twice with the first answer's version, then the second is a 304 answered with no changes"
    )
    func notModifiedByETag() async throws {
        let body = Array(try Data(contentsOf: Self.fosdem))
        let server = try LoopbackHTTPServer(behaviour: .conditional(etag: "\"fosdem-v1\"", lastModified: nil, body: body))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now))

        let first = try await api.fetchChanges(since: nil, sourceVersion: nil)
        let second = try await api.fetchChanges(since: first.serverTime, sourceVersion: first.sourceVersion)

        #expect(first[Event.self].changed.count == 883)
        #expect(first.sourceVersion != nil)
        #expect(server.requestHeaders.map { $0["if-none-match"] } == [nil, "\"fosdem-v1\""])
        #expect(
            second
                == SyncResponse(
                    conventionIdentifier: first.conventionIdentifier, serverTime: now, sourceVersion: first.sourceVersion))
    }

    @Test(
        "Given a server with only Last-Modified, when fetched again after the export changed, then the new body arrives with its new version"
    )
    func modifiedSinceLastModified() async throws {
        let body = Array(try Data(contentsOf: Self.fosdem))
        let server = try LoopbackHTTPServer(
            behaviour: .conditional(etag: nil, lastModified: "Sat, 31 Jan 2026 08:00:00 GMT", body: body))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now))
        let first = try await api.fetchChanges(since: nil, sourceVersion: nil)

        let unchanged = try await api.fetchChanges(since: nil, sourceVersion: first.sourceVersion)
        server.setBehaviour(.conditional(etag: nil, lastModified: "Sat, 31 Jan 2026 09:00:00 GMT", body: body))
        let changed = try await api.fetchChanges(since: nil, sourceVersion: first.sourceVersion)

        #expect(
            server.requestHeaders.map { $0["if-modified-since"] } == [
                nil, "Sat, 31 Jan 2026 08:00:00 GMT", "Sat, 31 Jan 2026 08:00:00 GMT",
            ])
        #expect(unchanged[Event.self].changed.isEmpty)
        #expect(changed[Event.self].changed.count == 883)
        #expect(changed.sourceVersion != first.sourceVersion)
    }

    @Test(
        "Given a stored version from another kind of source, when fetched, then it is ignored and the whole export is downloaded")
    func foreignVersionIsIgnored() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .conditional(etag: "\"v1\"", lastModified: nil, body: Array(try Data(contentsOf: Self.fosdem))))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/schedule.xml"), clock: PinnedClock(now: now))

        let response = try await api.fetchChanges(since: nil, sourceVersion: "not json")

        #expect(response[Event.self].changed.count == 883)
        #expect(server.requestHeaders.map { $0["if-none-match"] } == [nil])
    }
}
