import ConbookCore
import ConbookScheduleExports
import ConbookServerTestSupport
import ConbookTime
import Foundation
import Testing

@Suite("Finding a schedule from a conference's address")
struct ScheduleSourceDiscoveryTests {
    private static let romhack = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Fixtures/schedules/romhack-camp-2026-pretalx-schedule.xml")
    private static let page = Array(
        "<!DOCTYPE html>\n<html><head><title>GOOD 2025</title></head><body>Schedule</body></html>".utf8)
    private let now = Instant(secondsSinceEpoch: 1_769_850_000)

    @Test("Given a pretalx event's page, when fetched, then its export is found under it and asked for directly the next time")
    func findsThePretalxExport() async throws {
        let export = Array(try Data(contentsOf: Self.romhack))
        let server = try LoopbackHTTPServer(
            behaviour: .routes([
                .init(
                    prefix: "/good2025/schedule/export/", behaviour: .conditional(etag: "\"v7\"", lastModified: nil, body: export)
                ),
                .init(prefix: "/good2025/", behaviour: .respond(body: Self.page)),
            ]))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/good2025/"), clock: PinnedClock(now: now))

        let first = try await api.fetchChanges(since: nil, sourceVersion: nil)
        let second = try await api.fetchChanges(since: nil, sourceVersion: first.sourceVersion)

        #expect(first[Event.self].changed.count == 10)
        #expect(second[Event.self].changed.isEmpty && !second[Event.self].removeAllBeforeInsert)
        #expect(
            server.requestTargets == [
                "/good2025/", "/good2025/schedule/export/schedule.json", "/good2025/schedule/export/schedule.json",
            ])
        #expect(server.requestHeaders.last?["if-none-match"] == "\"v7\"")
    }

    @Test("Given an event page written without its last slash, when fetched, then the export is still looked for under the event")
    func findsItWithoutTheSlash() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .routes([
                .init(prefix: "/democon/schedule/export/", behaviour: .respond(body: Array(try Data(contentsOf: Self.romhack)))),
                .init(prefix: "/democon", behaviour: .respond(body: Self.page)),
            ]))
        let api = ScheduleExportURLAPI(url: try server.url(path: "/democon"), clock: PinnedClock(now: now))

        let response = try await api.fetchChanges(since: nil, sourceVersion: nil)

        #expect(response[Event.self].changed.count == 10)
        #expect(server.requestTargets.last == "/democon/schedule/export/schedule.json")
    }

    @Test(
        "Given a web page that is no pretalx event, when fetched, then it is refused naming the page and where the export was looked for"
    )
    func refusesAnOrdinaryPage() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .routes([
                .init(prefix: "/blog/schedule/", behaviour: .respond(status: 404, body: Array("none".utf8))),
                .init(prefix: "/blog/", behaviour: .respond(body: Self.page)),
            ]))
        let address = try server.url(path: "/blog/")
        let api = ScheduleExportURLAPI(url: address, clock: PinnedClock(now: now))

        await #expect {
            try await api.fetchChanges(since: nil, sourceVersion: nil)
        } throws: { error in
            guard case .malformed(let message) = error as? ConventionAPIError else { return false }
            return message.contains("\(address.absoluteString) is a web page, not a schedule")
                && message.contains("/blog/schedule/export/schedule.json")
        }
    }

    @Test(
        "Given addresses of each kind, when classified, then an Indico event leads to its export and a path part api to a Eurofurence API",
        arguments: [
            (
                "https://indico.cern.ch/event/1330797/",
                ScheduleAddress.schedule(URL(string: "https://indico.cern.ch/export/event/1330797.json?detail=contributions")!)
            ),
            (
                "https://indico.example.org/indico/event/42/timetable/#20240101",
                .schedule(URL(string: "https://indico.example.org/indico/export/event/42.json?detail=contributions")!)
            ),
            (
                "https://indico.cern.ch/export/event/1330797.json?detail=contributions",
                .schedule(URL(string: "https://indico.cern.ch/export/event/1330797.json?detail=contributions")!)
            ),
            ("https://app.eurofurence.org/EF30/Api", .eurofurenceAPI(URL(string: "https://app.eurofurence.org/EF30/Api")!)),
            ("https://pretalx.example/event/", .schedule(URL(string: "https://pretalx.example/event/")!)),
            (
                "https://cfp.example.org/good2025/schedule.ics",
                .schedule(URL(string: "https://cfp.example.org/good2025/schedule.ics")!)
            ),
        ])
    func classifies(address: String, expected: ScheduleAddress) throws {
        #expect(ScheduleAddress(try #require(URL(string: address))) == expected)
    }
}
