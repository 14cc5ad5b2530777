import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Real schedule exports")
struct RealScheduleTests {
    @Test(
        "Given each real export, when it is decoded, then the counts of events, days, rooms and tracks match the file",
        arguments: [
            (ScheduleFixtures.fosdem2026, 883, 2, 30, 62),
            (ScheduleFixtures.fosdem2020, 872, 2, 35, 71),
            (ScheduleFixtures.congressXML, 1351, 4, 92, 31),
            (ScheduleFixtures.congressJSON, 1351, 4, 92, 31),
            (ScheduleFixtures.debconf23, 117, 8, 5, 12),
            (ScheduleFixtures.romhack, 10, 3, 2, 4),
        ])
    func counts(name: String, events: Int, days: Int, rooms: Int, tracks: Int) throws {
        let response = try ScheduleFixtures.response(name)
        #expect(response[Event.self].changed.count == events)
        #expect(Set(response[Event.self].changed.map(\.id)).count == events)
        #expect(response[Day.self].changed.count == days)
        #expect(response[Room.self].changed.count == rooms)
        #expect(response[Track.self].changed.count == tracks)
        #expect(response[Event.self].removeAllBeforeInsert && response[Day.self].removeAllBeforeInsert)
        #expect(response[Room.self].removeAllBeforeInsert && response[Track.self].removeAllBeforeInsert)
        #expect(response.serverTime == ScheduleFixtures.now)
        let dayIDs = Set(response[Day.self].changed.map(\.id))
        #expect(response[Event.self].changed.allSatisfy { dayIDs.contains($0.dayID) && $0.start <= $0.end })
    }

    @Test(
        "Given the 36C3 export as XML and as JSON, when decoded, then both carry the schedule's version; DebConf's empty one is none"
    )
    func versions() throws {
        let xml = try ScheduleFixtures.response(ScheduleFixtures.congressXML).details?.scheduleVersion
        #expect(xml?.hasPrefix("mkdir; lounges 707;") == true)
        #expect(try ScheduleFixtures.response(ScheduleFixtures.congressJSON).details?.scheduleVersion == xml)
        #expect(try ScheduleFixtures.response(ScheduleFixtures.debconf23).details?.scheduleVersion == nil)
    }

    @Test(
        "Given the 36C3 export as XML and as JSON, when decoded, then the 48 events whose speakers opted out of recording are tagged not-recorded, the same in both"
    )
    func recordingOptOut() throws {
        let xml = try ScheduleFixtures.response(ScheduleFixtures.congressXML)[Event.self].changed.filter(\.isNotRecorded)
        let json = try ScheduleFixtures.response(ScheduleFixtures.congressJSON)[Event.self].changed.filter(\.isNotRecorded)
        #expect(xml.count == 48)
        #expect(Set(xml.map(\.id)) == Set(json.map(\.id)))
        #expect(try ScheduleFixtures.response(ScheduleFixtures.romhack)[Event.self].changed.filter(\.isNotRecorded).isEmpty)
    }

    @Test("Given FOSDEM 2026, when decoded, then its first event is Saturday 09:30 in Brussels with hosts and links")
    func fosdem2026FirstEvent() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.fosdem2026)
        #expect(response.conventionIdentifier == "fosdem-2026")
        #expect(
            response.details
                == ConventionDetails(title: "FOSDEM 2026", timeZoneIdentifier: "Europe/Brussels", scheduleVersion: "latest"))
        #expect(response[Day.self].changed.map(\.name) == ["Day 1", "Day 2"])
        #expect(response[Day.self].changed.map(\.date.description) == ["2026-01-31", "2026-02-01"])
        let event = try #require(response.event("9c3ebb8c-7716-5130-b9fe-ff8544f5636d"))
        #expect(event == response[Event.self].changed.first)
        #expect(event.title == "Welcome to FOSDEM 2026")
        #expect(event.start == ScheduleFixtures.instant("2026-01-31T09:30:00+01:00"))
        #expect(event.end == ScheduleFixtures.instant("2026-01-31T09:50:00+01:00"))
        #expect(event.dayID == "2026-01-31")
        #expect(event.roomID == "Janson")
        #expect(event.trackID == "Main Track")
        #expect(event.language == "en")
        #expect(event.hosts == ["FOSDEM Staff"])
        #expect(event.abstract == "<p>FOSDEM welcome and opening talk.</p>")
        #expect(event.slug == "SFKNTZ-welcome_to_fosdem_2026")
        #expect(event.links.count == 3)
        #expect(
            event.links.first == EventLink(title: "Chat room(web)", url: "https://chat.fosdem.org/#/room/#2026-main:fosdem.org"))
        #expect(response[Track.self].changed.contains { $0.name == "Audio, Video & Graphics Creation" })
    }

    @Test("Given FOSDEM 2020 without a time zone, when decoded, then local times are UTC unless a fallback zone is given")
    func fosdem2020Zone() throws {
        let utc = try ScheduleFixtures.response(ScheduleFixtures.fosdem2020)
        #expect(utc.conventionIdentifier == "fosdem-2020")
        #expect(utc.details == ConventionDetails(title: "FOSDEM 2020", timeZoneIdentifier: nil))
        let first = try #require(utc[Event.self].changed.first)
        #expect(first.id == "fosdem-2020-9025-2020-02-01T09:30:00.000Z")
        #expect(first.start == ScheduleFixtures.instant("2020-02-01T09:30:00Z"))
        #expect(first.end == ScheduleFixtures.instant("2020-02-01T09:55:00Z"))
        #expect(first.language == "")
        #expect(first.links.count == 3)

        let brussels = try ScheduleFixtures.response(ScheduleFixtures.fosdem2020, fallbackTimeZone: "Europe/Brussels")
        #expect(brussels.details?.timeZoneIdentifier == "Europe/Brussels")
        let local = try #require(brussels[Event.self].changed.first)
        #expect(local.start == ScheduleFixtures.instant("2020-02-01T09:30:00+01:00"))
        #expect(local.id == "fosdem-2020-9025-2020-02-01T08:30:00.000Z")
    }

    @Test("Given 36C3, when decoded, then an event after midnight stays on its convention day")
    func congressAfterMidnight() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.congressXML)
        #expect(response.conventionIdentifier == "36c3")
        let event = try #require(response.event("d1b8ed3f-2c22-47d2-9aca-0f9d3cf48eb8"))
        #expect(event.title == "Hacker Jeopardy")
        #expect(event.start == ScheduleFixtures.instant("2019-12-28T00:50:00+01:00"))
        #expect(event.dayID == "2019-12-27")
        let opening = try #require(response.event("6a32cb72-a69d-423c-91b5-60d88eb8e6c7"))
        #expect(opening.hosts == ["bleeptrack", "blinry"])
        #expect(opening.language == "de")
        #expect(opening.end == ScheduleFixtures.instant("2019-12-27T11:30:00+01:00"))
    }

    @Test("Given 36C3's repeated guid, when decoded, then both sittings are kept under ids built from acronym, id and start")
    func congressDuplicates() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.congressXML)
        let first = try #require(response.event("36c3-367-2019-12-27T15:10:00.000Z"))
        let second = try #require(response.event("36c3-367-2019-12-27T16:15:00.000Z"))
        #expect(first.title == second.title)
        #expect(response.event("81f5f0c4-3d35-522c-8f1c-c8825b92f00a") == nil)
        #expect(response[Track.self].changed.contains { $0.name == "Other" })
    }

    @Test("Given 36C3 as XML and as JSON, when both are decoded, then they hold the same events")
    func congressJSONMatchesXML() throws {
        let xml = try ScheduleFixtures.response(ScheduleFixtures.congressXML)
        let json = try ScheduleFixtures.response(ScheduleFixtures.congressJSON)
        struct Summary: Hashable {
            var id: String, title: String, start: Instant, end: Instant, room: String, track: String, day: String
            var hosts: [String]
        }
        func summaries(_ response: SyncResponse) -> Set<Summary> {
            Set(
                response[Event.self].changed.map {
                    Summary(
                        id: $0.id.rawValue, title: $0.title, start: $0.start, end: $0.end, room: $0.roomID.rawValue,
                        track: $0.trackID.rawValue, day: $0.dayID.rawValue, hosts: $0.hosts)
                })
        }
        #expect(summaries(xml) == summaries(json))
        #expect(xml[Day.self] == json[Day.self])
        #expect(Set(xml[Room.self].changed) == Set(json[Room.self].changed))
        #expect(Set(xml[Track.self].changed) == Set(json[Track.self].changed))
        #expect(xml.details == json.details)
    }

    @Test("Given DebConf 23 with UTC dates and local starts, when decoded, then days and times are local to Kolkata")
    func debconfUTCDates() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.debconf23)
        #expect(response.conventionIdentifier == "debconf23")
        #expect(response.details == ConventionDetails(title: "DebConf 23", timeZoneIdentifier: "Asia/Kolkata"))
        #expect(response[Day.self].changed.first?.date.description == "2023-09-10")
        #expect(response[Day.self].changed.last?.date.description == "2023-09-17")
        let breakfast = try #require(response.event("4bd0f4b3-ed98-8834-365c-28752657797d"))
        #expect(breakfast.title == "Breakfast")
        #expect(breakfast.start == ScheduleFixtures.instant("2023-09-10T07:00:00+05:30"))
        #expect(breakfast.end == ScheduleFixtures.instant("2023-09-10T10:30:00+05:30"))
        #expect(breakfast.dayID == "2023-09-10")
        #expect(breakfast.trackID == "No Track")
        let opening = try #require(response.event("455d075f-48c0-2ec2-24b3-f5add30c383a"))
        #expect(opening.start == ScheduleFixtures.instant("2023-09-10T10:30:00+05:30"))
        #expect(opening.hosts == ["Sruthi Chandran"])
        #expect(opening.description == "Welcome to DebConf23")
        #expect(opening.language == "")
    }

    @Test("Given the pretalx RomHack export, when decoded, then languages, hosts and character references are read")
    func romhack() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.romhack)
        #expect(response.conventionIdentifier == "romhack-camp-2026")
        #expect(
            response.details
                == ConventionDetails(
                    title: "RomHack Camp 2026", timeZoneIdentifier: "Europe/Rome", scheduleVersion: "0.4.3"))
        let award = try #require(response.event("56d822d2-1f7e-5799-a21e-5136064328cc"))
        #expect(award.hosts == ["Cyber Saiyan", "fibonhack"])
        #expect(award.start == ScheduleFixtures.instant("2026-10-03T18:00:00+02:00"))
        let book = try #require(response.event("4289128a-10cd-5396-88c5-333686509ab1"))
        #expect(book.language == "it")
        #expect(book.abstract.contains("è rivolto"))
        let cinema = try #require(response.event("7527ff27-94e7-5fa4-abe4-7942ad80bd8f"))
        #expect(cinema.abstract.contains("\"Setec Astronomy\" — you'll get it."))
        let ctf = try #require(response.event("5642155c-3d83-58df-8c2e-ad348d7ea737"))
        #expect(ctf.end == ScheduleFixtures.instant("2026-10-03T08:00:00+02:00"))
    }

    @Test("Given a file source, when it fetches, then it decodes the file with the clock's time")
    func fileSource() async throws {
        struct FixedClock: WallClock { var now: Instant }
        let api = ScheduleExportFileAPI(
            fileURL: ScheduleFixtures.url(ScheduleFixtures.romhack), clock: FixedClock(now: ScheduleFixtures.now))
        let response = try await api.fetchChanges(since: nil)
        #expect(response == (try ScheduleFixtures.response(ScheduleFixtures.romhack)))
        let missing = ScheduleExportFileAPI(fileURL: ScheduleFixtures.url("nope.xml"))
        await #expect(throws: ConventionAPIError.unreachable("no file at \(ScheduleFixtures.url("nope.xml").path)")) {
            try await missing.fetchChanges(since: nil)
        }
    }
}
