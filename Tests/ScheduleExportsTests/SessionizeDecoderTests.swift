import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Sessionize JSON")
struct SessionizeDecoderTests {
    /// The error of `SessionizeDecoder` (not detection: some broken documents no longer look like Sessionize).
    private func failure(_ text: String, fallbackTimeZone: String? = "Europe/Vienna") -> ConventionAPIError? {
        do {
            let reading = ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: fallbackTimeZone)
            _ = try SessionizeDecoder(reading).decode(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// A small "All" view: three sessions, categories, a service session and custom questions.
    private let small = """
        {"sessions": [
          {"id": "101", "title": "Cloud talk", "description": "**Markdown** kept", "startsAt": "2024-04-20T23:30:00",
           "endsAt": "2024-04-21T00:15:00", "roomId": 2, "speakers": ["s1", "gone"], "categoryItems": [11, 21, 31],
           "questionAnswers": [{"questionId": 5, "answerValue": "https://example.org/video"},
                               {"questionId": 6, "answerValue": "short-title"}],
           "liveUrl": "https://example.org/live", "recordingUrl": null, "isServiceSession": false,
           "isPlenumSession": false, "status": "Accepted"},
          {"id": "102", "title": "Lunch", "startsAt": "2024-04-20T12:00:00", "endsAt": "2024-04-20T13:00:00",
           "roomId": 1, "speakers": [], "categoryItems": [], "isServiceSession": true, "isPlenumSession": true},
          {"id": "103", "title": "Not yet scheduled", "startsAt": null, "endsAt": null, "roomId": null,
           "speakers": ["s1"], "categoryItems": []}
        ],
        "speakers": [{"id": "s1", "firstName": "Ada", "lastName": "Lovelace", "fullName": "Ada Lovelace"}],
        "rooms": [{"id": 2, "name": "Room B", "sort": 2}, {"id": 1, "name": "Room A", "sort": 1}, {"id": 3, "name": "Unused", "sort": 3}],
        "categories": [
          {"id": 1, "title": "Level", "items": [{"id": 11, "name": "Advanced"}]},
          {"id": 2, "title": "Language", "items": [{"id": 21, "name": "German"}]},
          {"id": 3, "title": "Track", "items": [{"id": 31, "name": "Cloud"}]}
        ],
        "questions": [{"id": 5, "question": "Video"}, {"id": 6, "question": "Short Title"}]}
        """

    @Test(
        "Given Global Azure Austria 2024 and --time-zone Europe/Vienna, when decoded, then its 15 sessions fill 1 day and 4 rooms"
    )
    func globalAzureCounts() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.sessionize, fallbackTimeZone: "Europe/Vienna")
        let events = response[Event.self].changed
        #expect(events.count == 15)
        #expect(Set(events.map(\.id)).count == 15)
        #expect(response[Day.self].changed.map(\.date.description) == ["2024-04-20"])
        #expect(
            response[Room.self].changed.map(\.name) == [
                "Aula", "Breakout Room 1 (146)", "Breakout Room 2 (147)", "Breakout Room 3 (E59-1)",
            ])
        #expect(response[Track.self].changed.map(\.name) == ["Other"])
        #expect(response.conventionIdentifier == "schedule")
        #expect(response.details == ConventionDetails(title: "Schedule", timeZoneIdentifier: "Europe/Vienna"))
    }

    @Test("Given the Global Azure keynote at 09:00, when decoded in Europe/Vienna, then it starts 07:00 UTC with both speakers")
    func globalAzureKeynote() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.sessionize, fallbackTimeZone: "Europe/Vienna")
        let event = try #require(response.event("658419"))
        #expect(event.title == "Keynote: Pioneering the Future of Java with Intelligent Apps")
        #expect(event.start == ScheduleFixtures.instant("2024-04-20T07:00:00Z"))
        #expect(event.end == ScheduleFixtures.instant("2024-04-20T09:45:00+02:00"))
        #expect(event.dayID == "2024-04-20")
        #expect(event.roomID == "Aula")
        #expect(event.hosts == ["Ed Burns", "Sandra Ahlgrimm"])
        #expect(event.links == [EventLink(title: "YouTube Video", url: "https://youtube.com/live/mIguuYMFbh0")])
        #expect(event.description.hasPrefix("Disruptive changes are so called"))
        let last = try #require(response.event("655696"))
        #expect(last.start == ScheduleFixtures.instant("2024-04-20T14:30:00+02:00"))
        #expect(last.end == ScheduleFixtures.instant("2024-04-20T15:15:00+02:00"))
    }

    @Test("Given Global Azure Austria 2024 without a time zone, when decoded, then it is refused asking for --time-zone")
    func globalAzureWithoutZone() throws {
        let data = try ScheduleFixtures.data(ScheduleFixtures.sessionize)
        let error = try #require(failure(String(decoding: data, as: UTF8.self), fallbackTimeZone: nil))
        guard case .malformed(let detail) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(detail.hasPrefix("Sessionize JSON: the times are the convention's local times and the file names no time zone"))
        #expect(detail.contains("--time-zone"))
    }

    @Test("Given sessions with categories, a service session and custom questions, when decoded, then they map as documented")
    func mapping() throws {
        let response = try ScheduleFixtures.decode(small, fallbackTimeZone: "Europe/Vienna")
        #expect(response[Event.self].changed.map(\.id) == ["101", "102"])
        let talk = try #require(response.event("101"))
        #expect(talk.trackID == "Cloud")
        #expect(talk.language == "German")
        #expect(talk.tags == ["Advanced"])
        #expect(talk.hosts == ["Ada Lovelace"])
        #expect(talk.description == "**Markdown** kept")
        #expect(
            talk.links == [
                EventLink(title: "Live stream", url: "https://example.org/live"),
                EventLink(title: "Video", url: "https://example.org/video"),
            ])
        #expect(talk.start == ScheduleFixtures.instant("2024-04-20T23:30:00+02:00"))
        #expect(talk.end == ScheduleFixtures.instant("2024-04-21T00:15:00+02:00"))
        #expect(talk.dayID == "2024-04-20")
        let lunch = try #require(response.event("102"))
        #expect(lunch.tags == ["break", "plenum"])
        #expect(lunch.trackID == "Other")
        #expect(lunch.roomID == "Room A")
        #expect(response[Room.self].changed.map(\.name) == ["Room A", "Room B"])
    }

    @Test(
        "Given a broken or hostile Sessionize export, when decoded, then it is refused naming Sessionize and the place",
        arguments: [
            (#"{"sessions": 5, "rooms": []}"#, "sessions: is not a list"),
            (#"{"sessions": [], "rooms": 7}"#, "rooms: is not a list"),
            (#"{"sessions": [], "rooms": [], "speakers": {}}"#, "speakers: is not a list"),
        ])
    func hostile(text: String, place: String) throws {
        let error = try #require(failure(text))
        #expect(error.description.contains("Sessionize JSON, \(place)"), "\(error)")
    }

    @Test(
        "Given a damaged session beside a good one, when decoded, then the good one is read and the damaged one skipped naming its place and why",
        arguments: [
            (#"5"#, "event sessions[0]: is not an object"),
            (
                #"{"id": "1", "startsAt": "2024-13-45T09:00:00", "endsAt": "2024-04-20T10:00:00"}"#,
                "event sessions[0].startsAt: “2024-13-45T09:00:00” is not a date and time (YYYY-MM-DDTHH:MM:SS)"
            ),
            (
                #"{"id": "1", "startsAt": "2024-04-20T09:00:00", "endsAt": 1713600000}"#,
                "event sessions[0].endsAt: is not a date and time text"
            ),
            (
                #"{"id": "1", "startsAt": "2024-04-20T25:00:00", "endsAt": "2024-04-20T10:00:00"}"#,
                "event sessions[0].startsAt: “2024-04-20T25:00:00” is not a date and time (YYYY-MM-DDTHH:MM:SS)"
            ),
            (
                #"{"id": "1", "title": "T", "startsAt": "2024-04-20T10:00:00", "endsAt": "2024-04-20T09:00:00"}"#,
                "event sessions[0]: it ends before it starts"
            ),
        ])
    func damagedSession(session: String, line: String) throws {
        let good = #"{"id": "2", "title": "Good", "startsAt": "2024-04-20T08:00:00", "endsAt": "2024-04-20T09:00:00"}"#
        let response = try ScheduleFixtures.decode(
            #"{"sessions": [\#(session), \#(good)], "rooms": []}"#, fallbackTimeZone: "Europe/Vienna")
        #expect(response.skippedLines == [line])
        #expect(response[Event.self].changed.map(\.title) == ["Good"])
    }

    @Test("Given broken JSON, when decoded, then the line and column are named, and a cut document is truncated")
    func brokenSyntax() throws {
        let error = try #require(failure("{\"sessions\": [],\n  \"rooms\": [,]}"))
        #expect(error.description.contains("Sessionize JSON: not valid JSON at line 2"), "\(error)")
        let cut = try #require(failure(String(small.prefix(small.count / 2))))
        guard case .truncated(let detail) = cut else {
            Issue.record("expected .truncated, got \(cut)")
            return
        }
        #expect(detail.hasPrefix("Sessionize JSON"))
    }

    @Test("Given a size limit below the document's size, when decoded, then it is refused as too large")
    func sizeLimit() throws {
        let data = try ScheduleFixtures.data(ScheduleFixtures.sessionize)
        let decoder = SessionizeDecoder(ScheduleReading(now: ScheduleFixtures.now, maximumDocumentBytes: 1000))
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 1000)) { try decoder.decode(data) }
    }
}
