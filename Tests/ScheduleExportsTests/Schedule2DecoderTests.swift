import ConbookCore
import ConbookScheduleExports
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("c3voc schedule2 reader")
struct Schedule2DecoderTests {
    private func decode(_ json: String, zone: String? = nil) throws(ConventionAPIError) -> SyncResponse {
        try Schedule2Decoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone)).decode(Data(json.utf8))
    }

    private func refusal(_ json: String) -> ConventionAPIError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    /// The 38C3 example as text.
    private func example() throws -> String {
        String(decoding: try ScheduleFixtures.data(ScheduleFixtures.schedule2Example), as: UTF8.self)
    }

    /// The example with one text replaced; the replaced text must be there.
    private func example(replacing original: String, with replacement: String) throws -> String {
        let text = try example()
        try #require(text.contains(original))
        return text.replacingOccurrences(of: original, with: replacement)
    }

    /// Whether the independent validator accepts a document against the schema.
    private func validate(_ json: String) throws -> Schedule2SchemaPeer.Verdict {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("conbook-schedule2-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Schedule2SchemaPeer.validate(file, against: ScheduleFixtures.url(ScheduleFixtures.schedule2Schema))
    }

    /// A small document (Berlin time) with these events, days, conference entries and persons.
    private func document(_ events: String, days: String = "", conference: String = "", persons: String = "") -> String {
        """
        {"schedule": {"version": "1", "conference": {"acronym": "test", "title": "Test",
         "start": "2026-07-01T09:00:00+02:00", "end": "2026-07-02T18:00:00+02:00", "days": [\(days)],
         "time_zone_name": "Europe/Berlin"\(conference)},
         "events": [\(events)], "persons": [\(persons)]}}
        """
    }

    @Test("Given the 38C3 example, when the independent jsonschema validator reads it, then it satisfies the schema")
    func exampleIsValid() throws {
        let verdict = try Schedule2SchemaPeer.validate(
            ScheduleFixtures.url(ScheduleFixtures.schedule2Example),
            against: ScheduleFixtures.url(ScheduleFixtures.schedule2Schema))
        #expect(verdict.valid, "\(verdict.errors)")
        #expect(verdict.events == 2)
        let broken = try validate(example(replacing: #""title": "38C3: Opening Ceremony","#, with: ""))
        #expect(!broken.valid, "the validator does refuse an event without its title")
    }

    @Test("Given the 38C3 example, when decoded, then it has 2 events on 1 day in 2 rooms with its version and zone")
    func exampleCounts() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.schedule2Example)
        #expect(response[Event.self].changed.count == 2)
        #expect(response[Day.self].changed.map(\.date.description) == ["2024-12-27"])
        #expect(response[Room.self].changed.map(\.name) == ["Saal 1", "Saal ZIGZAG"])
        #expect(response[Track.self].changed.map(\.name) == ["CCC", "Hardware & Making"])
        #expect(response.conventionIdentifier == "38c3")
        #expect(
            response.details
                == ConventionDetails(title: "38C3", timeZoneIdentifier: "Europe/Berlin", scheduleVersion: "2024-12-26 20:23"))
    }

    @Test("Given the 38C3 example, when decoded, then the events have their exact times, participants, links and texts")
    func exampleEvents() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.schedule2Example)
        let opening = try #require(response.event("270fa44c-821a-577f-8ca3-33e8d4a8c2a7"))
        #expect(opening.title == "38C3: Opening Ceremony")
        #expect(opening.subtitle == "")
        #expect(opening.start == ScheduleFixtures.instant("2024-12-27T09:30:00Z"))
        #expect(opening.end == ScheduleFixtures.instant("2024-12-27T10:00:00Z"))
        #expect(opening.roomID == "Saal 1")
        #expect(opening.trackID == "CCC")
        #expect(opening.hosts == ["Gabriela Bogk", "Aline Blankertz", "Senficon"])
        #expect(opening.language == "en")
        #expect(opening.slug == "38c3-opening-ceremony")
        #expect(opening.abstract.hasPrefix("Glad you could make it!"))
        #expect(opening.description.hasPrefix("This ceremony will prepare you"))
        #expect(
            opening.links == [
                EventLink(title: "Event page", url: "https://events.ccc.de/congress/2024/hub/event/38c3-opening-ceremony/"),
                EventLink(title: "foo bar", url: "https://example.net/"),
                EventLink(title: "Origin", url: "https://fahrplan.events.ccc.de/congress/2024/fahrplan/talk/HQCCYH/"),
                EventLink(title: "Feedback", url: "https://fahrplan.events.ccc.de/congress/2024/fahrplan/talk/HQCCYH/feedback/"),
                EventLink(title: "Slides", url: "https://example.net/foo/bar/1235.pdf"),
            ])
        #expect(opening.tags.isEmpty)

        let night = try #require(response.event("b1740c2f-0c44-5f1b-89ed-456a9eecf0b8"))
        #expect(night.start == ScheduleFixtures.instant("2024-12-28T00:15:00+01:00"))
        #expect(night.end == ScheduleFixtures.instant("2024-12-28T00:55:00+01:00"))
        #expect(night.dayID == "2024-12-27", "00:15 is inside day 1's window, which ends at 06:00")
        #expect(night.subtitle == "Most Wanted Using Deep Reinforcement Learning")
        #expect(night.roomID == "Saal ZIGZAG")
        #expect(night.trackID == "Hardware & Making")
        #expect(night.hosts == ["Sebastian Schwarz"])
        #expect(night.description.contains("\r\n\r\nThis talk will present"), "kept as written")
    }

    @Test("Given the example's talk CANCELED (still schema-valid), when decoded, then it is kept and tagged cancelled")
    func cancelled() throws {
        let json = try example(replacing: #""type": "TALK","#, with: #""type": "TALK", "state": "CANCELED","#)
        #expect(try validate(json).valid)
        let response = try decode(json)
        #expect(response.event("b1740c2f-0c44-5f1b-89ed-456a9eecf0b8")?.tags == ["cancelled"])
        #expect(response.event("270fa44c-821a-577f-8ca3-33e8d4a8c2a7")?.tags == [])
    }

    @Test(
        "Given each state, when decoded, then cancelled ones are tagged, submissions left out and the rest shown",
        arguments: [
            ("CANCELED", ["cancelled"]), ("WITHDRAWN", ["cancelled"]), ("DELETED", ["cancelled"]),
            ("CONFIRMED", []), ("ACCEPTED", []), ("DELAYED", []),
            ("REJECTED", nil), ("DRAFT", nil), ("SUBMITTED", nil),
        ] as [(String, [String]?)])
    func states(state: String, tags: [String]?) throws {
        let json = try example(replacing: #""type": "TALK","#, with: #""type": "TALK", "state": "\#(state)","#)
        let response = try decode(json)
        #expect(response.event("b1740c2f-0c44-5f1b-89ed-456a9eecf0b8")?.tags == tags)
        #expect(response[Event.self].changed.count == (tags == nil ? 1 : 2))
    }

    @Test(
        "Given the example's talk with do_not_record, or in a room whose recording feature says no, when decoded, then it is tagged not-recorded; the event's own word wins over its room's"
    )
    func notRecorded() throws {
        let talk = "b1740c2f-0c44-5f1b-89ed-456a9eecf0b8"
        let optedOut = try example(replacing: #""type": "TALK","#, with: #""type": "TALK", "do_not_record": true,"#)
        #expect(try decode(optedOut).event(talk)?.tags == [Event.notRecordedTag])
        #expect(try decode(example()).event(talk)?.tags == [])

        let forbidden = try example(replacing: #""recording": "RECORD_BY_DEFAULT""#, with: #""recording": "RECORDING_FORBIDDEN""#)
        let byRoom = try decode(forbidden)
        #expect(byRoom.event("270fa44c-821a-577f-8ca3-33e8d4a8c2a7")?.tags == [Event.notRecordedTag], "the opening, in Saal 1")
        let recordedAnyway = forbidden.replacingOccurrences(
            of: #""type": "OTHER","#, with: #""type": "OTHER", "do_not_record": false,"#)
        #expect(try decode(recordedAnyway).event("270fa44c-821a-577f-8ca3-33e8d4a8c2a7")?.tags == [])
        let unreadable = try decode(
            try example(replacing: #""type": "TALK","#, with: #""type": "TALK", "do_not_record": "yes","#))
        #expect(unreadable.event(talk) == nil)
        #expect(unreadable.skippedLines.count == 1)
    }

    @Test("Given the example's talk as a BREAK meta event, when decoded, then it is tagged break")
    func breakEvent() throws {
        let json = document(
            #"{"type": "BREAK", "title": "Lunch", "start": "2026-07-01T12:00:00+02:00", "end": "2026-07-01T13:00:00+02:00"}"#)
        #expect(try validate(json).valid)
        let response = try decode(json)
        let lunch = try #require(response[Event.self].changed.first)
        #expect(lunch.tags == ["break"])
        #expect(lunch.id == "test-2026-07-01T10:00:00.000Z-lunch")
        #expect(lunch.roomID == "Unknown room")
    }

    @Test(
        "Given date with an ISO or HH:MM duration, a room by guid, a track as text and a participant by guid, when decoded, then each is read"
    )
    func olderFields() throws {
        let json = document(
            """
            {"guid": "a", "title": "ISO", "date": "2026-07-01T10:00:00+02:00", "duration": "PT1H30M",
             "room": {"guid": "r1"}, "track": "sci", "participants": [{"guid": "p1"}]},
            {"guid": "b", "title": "Clock", "date": "2026-07-01T23:30:00", "duration": "01:15", "room": "Garden"}
            """,
            conference: #", "rooms": [{"name": "Hall", "guid": "r1"}], "tracks": [{"name": "Science", "slug": "sci"}]"#,
            persons: #"{"guid": "p1", "name": "Grace"}"#)
        let response = try decode(json)
        let iso = try #require(response.event("a"))
        #expect(iso.start == ScheduleFixtures.instant("2026-07-01T08:00:00Z"))
        #expect(iso.end == ScheduleFixtures.instant("2026-07-01T09:30:00Z"))
        #expect(iso.roomID == "Hall")
        #expect(iso.trackID == "Science")
        #expect(iso.hosts == ["Grace"])
        let clock = try #require(response.event("b"))
        #expect(clock.start == ScheduleFixtures.instant("2026-07-01T23:30:00+02:00"), "no offset: the conference's zone")
        #expect(clock.end == ScheduleFixtures.instant("2026-07-02T00:45:00+02:00"))
        #expect(clock.roomID == "Garden")
        #expect(response[Room.self].changed.map(\.name) == ["Hall", "Garden"])
    }

    @Test(
        "Given broken schedule2 documents, when decoded, then each is refused whole naming the format and the JSON path",
        arguments: [
            (#"{"schedule": 1}"#, "c3voc schedule2 JSON, schedule: is a number, not an object"),
            (#"{"schedule": {"events": []}}"#, "c3voc schedule2 JSON, schedule.conference: is missing"),
            (
                #"{"schedule": {"conference": {"days": [{"date": "2026-07-01", "start": "2026-07-01T06:00:00"}]}, "events": []}}"#,
                "c3voc schedule2 JSON, schedule.conference.days[0].start: “2026-07-01T06:00:00” has no offset from UTC"
            ),
            (
                #"{"schedule": {"conference": {"days": [{"date": "2026-07-01", "start": "2026-07-01T06:00:00Z"}]}, "events": []}}"#,
                "c3voc schedule2 JSON, schedule.conference.days[0].end: is missing"
            ),
            (
                #"{"schedule": {"conference": {"days": [{"date": "July 1st"}]}, "events": []}}"#,
                "c3voc schedule2 JSON, schedule.conference.days[0].date: “July 1st” is not a date"
            ),
            (
                #"{"schedule": {"conference": {"title": {"en": "x"}}, "events": []}}"#,
                "c3voc schedule2 JSON, schedule.conference.title: is an object, not text"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00", "end": "2026-07-01T11:00"}]}}"#,
                "c3voc schedule2 JSON: the times are the convention's local times and the file names no time zone"
            ),
        ])
    func refused(json: String, message: String) throws {
        let failure = try #require(refusal(json))
        #expect(failure.malformedDetail?.hasPrefix(message) == true, "\(failure)")
    }

    @Test(
        "Given a schedule2 document with one damaged event, room or reference, when decoded, then the damage is skipped (the event, the room, or only the reference) naming the JSON path and why",
        arguments: [
            (
                #"{"schedule": {"conference": {}, "events": [[]]}}"#,
                "event schedule.events[0]: is a list, not an object"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"start": "2026-07-01T10:00:00Z"}]}}"#,
                "event schedule.events[0].title: is missing"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "end": "2026-07-01T10:00:00Z"}]}}"#,
                "event schedule.events[0].start: is missing"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "27.12.2024 10:00"}]}}"#,
                "event schedule.events[0].start: “27.12.2024 10:00” is not a date and time"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z"}]}}"#,
                "event schedule.events[0].end: is missing, and there is no “duration”"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z", "duration": "1.5h"}]}}"#,
                "event schedule.events[0].duration: “1.5h” is not a duration (PT1H30M or HH:MM)"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z", "duration": "P1M"}]}}"#,
                "event schedule.events[0].duration: “P1M” is not a duration (PT1H30M or HH:MM)"
            ),
            (
                #"{"schedule": {"conference": {"rooms": [{"guid": "x"}]}, "events": []}}"#,
                "room schedule.conference.rooms[0].name: is missing"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z", "room": {"guid": "nope"}}]}}"#,
                "event schedule.events[0].room (room left out): names no room of the conference (guid “nope”, slug “”)"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z", "participants": [{"guid": "ghost"}]}]}}"#,
                "event schedule.events[0].participants[0] (participant left out): has no name, and no person in “persons” has its guid “ghost”"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z", "links": [{"title": "no url"}]}]}}"#,
                "event schedule.events[0].links[0].url (link left out): is missing"
            ),
            (
                #"{"schedule": {"conference": {}, "events": [{"title": "T", "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z", "participants": "Ada"}]}}"#,
                "event schedule.events[0].participants (participants left out): is text, not a list"
            ),
        ])
    func skipped(json: String, line: String) throws {
        #expect(try decode(json).skippedLines == [line])
    }

    @Test("Given day windows that change at 06:00, when an event starts at 05:30, then it belongs to the day before")
    func dayWindows() throws {
        let json = document(
            """
            {"guid": "day", "title": "Day", "start": "2026-07-01T14:00:00+02:00", "end": "2026-07-01T15:00:00+02:00"},
            {"guid": "dawn", "title": "Dawn", "start": "2026-07-02T05:30:00+02:00", "end": "2026-07-02T05:45:00+02:00"},
            {"guid": "morning", "title": "Morning", "start": "2026-07-02T06:00:00+02:00", "end": "2026-07-02T07:00:00+02:00"}
            """,
            days: """
                {"index": 1, "date": "2026-07-01", "start": "2026-07-01T06:00:00+02:00", "end": "2026-07-02T06:00:00+02:00"},
                {"index": 2, "date": "2026-07-02", "start": "2026-07-02T06:00:00+02:00", "end": "2026-07-03T06:00:00+02:00"}
                """)
        let response = try decode(json)
        #expect(response.event("dawn")?.dayID == "2026-07-01", "by the night rule alone it would be 2 July")
        #expect(response.event("morning")?.dayID == "2026-07-02")
        #expect(response[Day.self].changed.map(\.name) == ["Day 1", "Day 2"])
    }
}
