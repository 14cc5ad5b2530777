import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("pretalx widget reader")
struct PretalxWidgetDecoderTests {
    private func decode(_ json: String, zone: String? = nil) throws(ConventionAPIError) -> SyncResponse {
        try PretalxWidgetDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone))
            .decode(Data(json.utf8))
    }

    private func refusal(_ json: String) -> ConventionAPIError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    /// A widget document with one room (id 1), one track (id 5), one speaker (`SPK`) and these talks.
    private func document(_ talks: String) -> String {
        """
        {"version": "1.2", "timezone": "Europe/Vienna",
         "rooms": [{"id": 1, "name": {"de": "Saal", "en": "Hall"}}],
         "tracks": [{"id": 5, "name": "Science"}],
         "speakers": [{"code": "SPK", "name": "Ada"}],
         "talks": [\(talks)]}
        """
    }

    @Test("Given GOOD 2025's widget, when decoded, then it has 72 talks and 12 breaks on 4 days in 5 rooms")
    func goodCounts() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodWidget)
        let events = response[Event.self].changed
        #expect(events.count == 84)
        #expect(Set(events.map(\.id)).count == 84)
        #expect(events.filter { $0.tags.contains("break") }.count == 12)
        #expect(response[Day.self].changed.map(\.date.description) == ["2025-03-17", "2025-03-18", "2025-03-19", "2025-03-20"])
        #expect(
            response[Room.self].changed.map(\.name) == [
                "Tsai Auditorium (CGIS S010)", "Belfer Case Study Room (CGIS S020)", "Lee Conference Room (CGIS S030)",
                "Kang Conference Room (CGIS S050)", "CGIS Concourse",
            ])
        #expect(response[Track.self].changed.count == 14, "13 tracks used, and Other for the breaks")
        #expect(response.conventionIdentifier == "schedule")
        #expect(
            response.details == ConventionDetails(title: "Schedule", timeZoneIdentifier: "US/Eastern", scheduleVersion: "0.33"))
    }

    @Test("Given GOOD 2025's widget, when decoded, then a talk has its speakers, track and room by id and exact times")
    func goodSample() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodWidget)
        let talk = try #require(response.event("RXCFVB"))
        #expect(talk.title == "Contributor Jam (Breakout Sessions)")
        #expect(talk.abstract == "Room for optional breakout sessions")
        #expect(talk.hosts == ["Emily Moffat Sadeghi [Ohio Supercomputer Center]", "Travis Ravert [Ohio Supercomputer Center]"])
        #expect(talk.roomID == "Kang Conference Room (CGIS S050)")
        #expect(talk.trackID == "Core Team Track")
        #expect(talk.start == ScheduleFixtures.instant("2025-03-17T17:00:00Z"))
        #expect(talk.end == ScheduleFixtures.instant("2025-03-17T21:00:00Z"))
        #expect(talk.dayID == "2025-03-17")
        #expect(talk.tags.isEmpty)
    }

    @Test("Given GOOD 2025's widget, when decoded, then a break has its English title, mixed-offset times and the tag break")
    func goodBreak() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodWidget)
        let registration = try #require(response.event("schedule-2025-03-17T16:00:00.000Z-registration"))
        #expect(registration.title == "Registration")
        #expect(registration.start == ScheduleFixtures.instant("2025-03-17T12:00:00-04:00"), "written 16:00:00Z")
        #expect(registration.end == ScheduleFixtures.instant("2025-03-17T13:00:00-04:00"))
        #expect(registration.roomID == "Tsai Auditorium (CGIS S010)")
        #expect(registration.trackID == "Other")
        #expect(registration.tags == ["break"])
        #expect(registration.hosts.isEmpty)
    }

    @Test("Given translation maps, a floating time and featured, when decoded, then en wins, the zone applies and the tag is set")
    func smallDocument() throws {
        let response = try decode(
            document(
                """
                {"code": "ABC", "title": {"fr": "Bonjour", "de": "Hallo"}, "start": "2026-07-01T10:00:00",
                 "end": "2026-07-01T11:00:00+02:00", "room": 1, "track": 5, "speakers": ["SPK"], "featured": true},
                {"title": {"de": "Mittag"}, "start": "2026-07-01T12:00:00+02:00", "end": "2026-07-01T13:00:00+02:00", "room": null}
                """))
        let talk = try #require(response.event("ABC"))
        #expect(talk.title == "Hallo", "no en: the first text by language code")
        #expect(talk.roomID == "Hall")
        #expect(talk.start == ScheduleFixtures.instant("2026-07-01T10:00:00+02:00"))
        #expect(talk.tags == ["featured"])
        #expect(talk.hosts == ["Ada"])
        let lunch = try #require(response[Event.self].changed.last)
        #expect(lunch.title == "Mittag")
        #expect(lunch.roomID == "Unknown room")
        #expect(response.details?.scheduleVersion == "1.2")
    }

    @Test(
        "Given broken widget documents, when decoded, then each is refused whole naming the format and the JSON path",
        arguments: [
            ("[]", "pretalx widget JSON, the document: is a list, not an object"),
            (#"{"rooms": []}"#, "pretalx widget JSON, talks: is missing"),
            (#"{"rooms": [], "talks": {}}"#, "pretalx widget JSON, talks: is an object, not a list"),
            (#"{"rooms": [], "timezone": "Nowhere/Land", "talks": []}"#, "pretalx widget JSON: unknown time zone “Nowhere/Land”"),
            ("{\"rooms\": [],\n \"talks\": [}", "pretalx widget JSON: not valid JSON at line 2, column "),
        ])
    func refused(json: String, message: String) throws {
        let failure = try #require(refusal(json))
        #expect(failure.malformedDetail?.hasPrefix(message) == true, "\(failure)")
    }

    @Test(
        "Given a widget with one damaged talk, room or reference beside a good talk, when decoded, then the good talk is read and the damage skipped (the talk, the room, or only the reference), naming its JSON path and why",
        arguments: [
            (#"3"#, #""#, "event talks[0]: is a number, not an object"),
            (#"{"title": "T", "end": "2026-07-01T10:00:00Z"}"#, #""#, "event talks[0].start: is missing"),
            (
                #"{"title": "T", "start": 5, "end": "2026-07-01T10:00:00Z"}"#, #""#,
                "event talks[0].start: “5” is not a date and time"
            ),
            (#"{"title": "T", "start": ["x"]}"#, #""#, "event talks[0].start: is a list, not text"),
            (
                #"{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "later"}"#, #""#,
                "event talks[0].end: “later” is not a date and time"
            ),
            (#"{"title": true, "start": "2026-07-01T10:00:00Z"}"#, #""#, "event talks[0].title: is true or false, not text"),
            (#"{"start": "2026-07-01T10:00:00Z"}"#, #""#, "event talks[0].title: is missing"),
            (
                #"{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T09:00:00Z"}"#, #""#,
                "event talks[0]: it ends before it starts"
            ),
            (
                #"{"title": "T", "room": 9, "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z"}"#, #""#,
                "event talks[0].room (room left out): no room in “rooms” has the id 9"
            ),
            (
                #"{"title": "T", "speakers": ["X"], "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z"}"#, #""#,
                "event talks[0].speakers[0] (speaker left out): no speaker in “speakers” has the code “X”"
            ),
            (
                #"{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z"}"#, #"{"id": 1}"#,
                "room rooms[0].name: is missing"
            ),
        ])
    func skipped(talk: String, room: String, line: String) throws {
        let good = #"{"code": "GOOD", "title": "Good", "start": "2026-07-01T08:00:00Z", "end": "2026-07-01T09:00:00Z"}"#
        let json = #"{"rooms": [\#(room)], "talks": [\#(talk), \#(good)]}"#
        let response = try PretalxWidgetDecoder(ScheduleReading(now: ScheduleFixtures.now)).decode(Data(json.utf8))

        #expect(response.skippedLines == [line])
        #expect(response[Event.self].changed.map(\.title).contains("Good"))
        #expect(response[Event.self].changed.count == (line.contains("left out") || line.hasPrefix("room") ? 2 : 1))
    }

    @Test("Given a floating time and no zone anywhere, when decoded, then it is refused asking for the zone")
    func floatingWithoutZone() throws {
        let json = #"{"rooms": [], "talks": [{"title": "T", "start": "2026-07-01T10:00:00", "end": "2026-07-01T11:00:00"}]}"#
        let failure = try #require(refusal(json))
        #expect(failure.description.contains("pretalx widget JSON: the times are the convention's local times"))
    }
}
