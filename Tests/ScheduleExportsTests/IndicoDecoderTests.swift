import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Indico JSON")
struct IndicoDecoderTests {
    /// The error of decoding a small document by content, if any.
    private func failure(_ text: String, fallbackTimeZone: String? = nil) -> ConventionAPIError? {
        do {
            _ = try ScheduleFixtures.decode(text, fallbackTimeZone: fallbackTimeZone)
            return nil
        } catch {
            return error
        }
    }

    /// An event export with one event and these contributions (JSON texts).
    private func export(_ contributions: String, timezone: String = "US/Eastern") -> String {
        """
        {"_type": "HTTPAPIResult", "count": 1, "results": [
          {"_type": "Conference", "id": "1", "title": "Test Meeting 2024", "timezone": "\(timezone)",
           "contributions": [\(contributions)]}
        ]}
        """
    }

    private func contribution(
        id: Int, start: String = #"{"date": "2024-01-15", "time": "09:00:00", "tz": "Europe/Zurich"}"#,
        end: String = #"{"date": "2024-01-15", "time": "09:30:00", "tz": "Europe/Zurich"}"#, extra: String = ""
    ) -> String {
        #"{"db_id": \#(id), "id": "\#(id)", "title": "Talk \#(id)", "startDate": \#(start), "endDate": \#(end)\#(extra)}"#
    }

    @Test("Given the ACAT 2024 export, when decoded, then its 175 scheduled contributions fill 5 days and 4 rooms")
    func acatCounts() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.indicoContributions)
        let events = response[Event.self].changed
        #expect(events.count == 175)
        #expect(Set(events.map(\.id)).count == 175)
        #expect(
            response[Day.self].changed.map(\.date.description) == [
                "2024-03-11", "2024-03-12", "2024-03-13", "2024-03-14", "2024-03-15",
            ])
        #expect(response[Room.self].changed.map(\.name) == ["Theatre", "Lecture Hall 1", "Unknown room", "Lecture Hall 2"])
        #expect(
            response[Track.self].changed.map(\.name) == [
                "Plenary", "Track 3: Computations in Theoretical Physics: Techniques and Methods",
                "Track 1: Computing Technology for Physics Research", "Track 2: Data Analysis - Algorithms and Tools",
            ])
        #expect(response.conventionIdentifier == "acat-2024")
        #expect(response.details == ConventionDetails(title: "ACAT 2024", timeZoneIdentifier: "US/Eastern"))
        #expect(response.serverTime == ScheduleFixtures.now)
        let dayIDs = Set(response[Day.self].changed.map(\.id))
        #expect(events.allSatisfy { dayIDs.contains($0.dayID) && $0.start <= $0.end })
    }

    @Test(
        "Given the ACAT 2024 welcome, tagged 14:00 Europe/Zurich, when decoded, then it starts 09:00 in New York with its speaker and links"
    )
    func acatWelcome() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.indicoContributions)
        let event = try #require(response.event("5776094"))
        #expect(event.title == "Welcome to ACAT 2024 in Stony Brook")
        #expect(event.start == ScheduleFixtures.instant("2024-03-11T09:00:00-04:00"))
        #expect(event.start == ScheduleFixtures.instant("2024-03-11T14:00:00+01:00"))
        #expect(event.end == ScheduleFixtures.instant("2024-03-11T09:15:00-04:00"))
        #expect(event.dayID == "2024-03-11")
        #expect(event.roomID == "Theatre")
        #expect(event.trackID == "Plenary")
        #expect(event.hosts == ["Jerome LAURET"])
        #expect(event.tags == ["Plenary"])
        #expect(event.links.count == 2)
        #expect(
            event.links.first == EventLink(title: "Indico", url: "https://indico.cern.ch/event/1330797/contributions/5776094/"))
    }

    @Test("Given an ACAT 2024 poster without a room, when decoded, then its track, three speakers and afternoon time are kept")
    func acatPoster() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.indicoContributions)
        let event = try #require(response.event("5796501"))
        #expect(event.title == "Is Quantum Computing energy efficient? An Investigation on a quantum annealer.")
        #expect(event.start == ScheduleFixtures.instant("2024-03-14T16:10:00-04:00"))
        #expect(event.end == ScheduleFixtures.instant("2024-03-14T16:40:00-04:00"))
        #expect(event.dayID == "2024-03-14")
        #expect(event.roomID == "Unknown room")
        #expect(event.trackID == "Track 1: Computing Technology for Physics Research")
        #expect(event.hosts == ["Francesco Minarini", "Gianluca Bianco", "Simone Gasperini"])
        #expect(event.tags == ["Poster"])
        #expect(event.description.hasPrefix("The environmental impact of computing activities"))
    }

    @Test("Given the ACAT 2024 export, when decoded, then its four unscheduled contributions are left out")
    func acatUnscheduled() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.indicoContributions)
        for id in ["5792183", "5776141", "5776137", "5776155"] {
            #expect(response.event(id) == nil)
        }
    }

    @Test(
        "Given a time tagged 09:00 Europe/Zurich in January, when decoded, then it is 08:00 UTC and 03:00 on the event's US/Eastern day"
    )
    func zurichTag() throws {
        let late = contribution(
            id: 2, start: #"{"date": "2024-01-16", "time": "03:00:00", "tz": "Europe/Zurich"}"#,
            end: #"{"date": "2024-01-16", "time": "04:00:00", "tz": "Europe/Zurich"}"#)
        let response = try ScheduleFixtures.decode(export(contribution(id: 1) + "," + late))
        let event = try #require(response.event("1"))
        #expect(event.start == ScheduleFixtures.instant("2024-01-15T08:00:00Z"))
        #expect(event.start == ScheduleFixtures.instant("2024-01-15T03:00:00-05:00"))
        #expect(event.end == ScheduleFixtures.instant("2024-01-15T03:30:00-05:00"))
        #expect(event.dayID == "2024-01-15")
        // 03:00 in Zurich on the 16th is 21:00 on the 15th in New York: the event's zone forms the days.
        #expect(response.event("2")?.dayID == "2024-01-15")
        #expect(response[Day.self].changed.count == 1)
        #expect(response.details?.timeZoneIdentifier == "US/Eastern")
    }

    @Test("Given a contribution with a duration but no end, when decoded, then it lasts its minutes")
    func durationWithoutEnd() throws {
        let response = try ScheduleFixtures.decode(export(contribution(id: 1, end: "null", extra: #", "duration": 20"#)))
        let event = try #require(response.event("1"))
        #expect(event.end == ScheduleFixtures.instant("2024-01-15T08:20:00Z"))
    }

    @Test("Given Indico's timetable docs example, when decoded, then its one contribution is read in Zurich time")
    func timetableExample() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.indicoTimetable)
        #expect(response[Event.self].changed.count == 1)
        let event = try #require(response.event("a137346t0"))
        #expect(event.title == "Contrib 1")
        #expect(event.start == ScheduleFixtures.instant("2013-04-29T16:00:00+02:00"))
        #expect(event.end == ScheduleFixtures.instant("2013-04-29T16:30:00+02:00"))
        #expect(event.roomID == "160-1-009")
        #expect(event.trackID == "Other")
        #expect(response.conventionIdentifier == "indico-event-137346")
        #expect(response.details == ConventionDetails(title: "Indico event 137346", timeZoneIdentifier: nil))
    }

    @Test(
        "Given a timetable with a session block and a break, when decoded, then the block's contributions carry its title and room"
    )
    func timetableSessionBlock() throws {
        func date(_ time: String) -> String { #"{"date": "2024-05-02", "time": "\#(time)", "tz": "Europe/Zurich"}"# }
        let text = """
            {"_type": "HTTPAPIResult", "results": {"42": {"20240502": {
              "b1": {"entryType": "Break", "id": "b1", "title": "Coffee", "startDate": \(date("10:30:00")), "endDate": \(date("11:00:00"))},
              "s1": {"entryType": "Session", "id": "s1", "title": "Detectors", "room": "Main Auditorium",
                     "startDate": \(date("09:00:00")), "endDate": \(date("10:30:00")),
                     "entries": {
                       "c2": {"entryType": "Contribution", "id": "c2", "uniqueId": "a42t2", "title": "Second", "room": "",
                              "presenters": [{"firstName": "Ada", "familyName": "Lovelace"}],
                              "startDate": \(date("09:45:00")), "endDate": \(date("10:30:00"))},
                       "c1": {"entryType": "Contribution", "id": "c1", "uniqueId": "a42t1", "title": "First",
                              "startDate": \(date("09:00:00")), "endDate": \(date("09:45:00"))}}}
            }}}}
            """
        let response = try ScheduleFixtures.decode(text, fallbackTimeZone: "Europe/Zurich")
        let events = response[Event.self].changed
        #expect(events.map(\.title) == ["First", "Second", "Coffee"])
        #expect(events.map(\.trackID) == ["Detectors", "Detectors", "Other"])
        #expect(events.map(\.roomID) == ["Main Auditorium", "Main Auditorium", "Unknown room"])
        #expect(events[1].hosts == ["Ada Lovelace"])
        #expect(events[2].tags == ["break"])
        #expect(events[0].start == ScheduleFixtures.instant("2024-05-02T09:00:00+02:00"))
        #expect(response.details?.timeZoneIdentifier == "Europe/Zurich")
    }

    @Test(
        "Given a broken or hostile Indico export, when decoded, then it is refused naming Indico and the place",
        arguments: [
            (
                #"{"_type": "HTTPAPIResult", "results": [{"title": "X", "contributions": 5}]}"#,
                "results[0].contributions: is not a list"
            ),
            (#"{"_type": "HTTPAPIResult", "results": [{"title": "X"}]}"#, "results[0]: has no “contributions”"),
            (#"{"_type": "HTTPAPIResult", "results": []}"#, "results: holds no event"),
            (#"{"_type": "HTTPAPIResult", "results": 5}"#, "results: is neither a list of events nor a timetable object"),
            (#"{"_type": "HTTPAPIResult", "results": ["x"]}"#, "results[0]: is not an object"),
            (
                #"{"_type": "HTTPAPIResult", "results": [{"timezone": "Mars/Olympus", "contributions": []}]}"#,
                "results[0].timezone: unknown time zone “Mars/Olympus”"
            ),
            (#"{"_type": "HTTPAPIResult", "results": {"1": 5}}"#, #"results["1"]: is not an object of days"#),
        ])
    func hostileStructure(text: String, place: String) throws {
        let error = try #require(failure(text))
        #expect(error.description.contains("Indico JSON, \(place)"), "\(error)")
    }

    @Test(
        "Given a contribution or timetable entry that is not an object or has a start that is not one, when decoded, then it is skipped naming its place",
        arguments: [
            (
                #"{"_type": "HTTPAPIResult", "results": [{"title": "X", "contributions": [7]}]}"#,
                "event results[0].contributions[0]: is not an object"
            ),
            (
                #"{"_type": "HTTPAPIResult", "results": {"1": {"20240101": {"c": {"startDate": "2024-01-01"}}}}}"#,
                #"event results["1"]["20240101"]["c"].startDate: is not a {date, time, tz} object"#
            ),
        ])
    func skippedEntries(text: String, line: String) throws {
        #expect(try ScheduleFixtures.decode(text).skippedLines == [line])
    }

    @Test(
        "Given a contribution with a broken date beside a good one, when decoded, then the good one is read and the broken one skipped naming the contribution's field",
        arguments: [
            (#"{"date": "2024-13-45", "time": "09:00:00", "tz": "Europe/Zurich"}"#, "startDate.date: “2024-13-45” is not a date"),
            (
                #"{"date": "2024-01-15", "time": "25:00:00", "tz": "Europe/Zurich"}"#,
                "startDate.time: “25:00:00” is not a time of day"
            ),
            (
                #"{"date": "2024-01-15", "time": "09:00:00", "tz": "Mars/Olympus"}"#,
                "startDate.tz: unknown time zone “Mars/Olympus”"
            ),
            (#"{"date": "2024-01-15", "time": "09:00:00", "tz": "../../../etc/passwd"}"#, "startDate.tz: unknown time zone"),
            (#"{"date": "2024-01-15", "time": "09:00:00"}"#, "startDate.tz: is missing"),
            (#"{"date": 20240115, "time": "09:00:00", "tz": "UTC"}"#, "startDate.date: “20240115” is not a date"),
            (#"{"time": "09:00:00", "tz": "UTC"}"#, "startDate.date: is missing"),
            (#"[1, 2]"#, "startDate: is not a {date, time, tz} object"),
        ])
    func hostileDates(start: String, place: String) throws {
        let response = try ScheduleFixtures.decode(export(contribution(id: 1, start: start) + ", " + contribution(id: 2)))
        #expect(response[Event.self].changed.map(\.title) == ["Talk 2"])
        #expect(response.skippedLines.count == 1)
        #expect(
            response.skippedLines.first?.hasPrefix("event results[0].contributions[0].\(place)") == true,
            "\(response.skippedLines)")
    }

    @Test("Given a contribution with a huge duration and no end, when decoded, then it is skipped naming the duration")
    func hugeDuration() throws {
        for duration in ["1e300", "99999999", "-5", "2.5", #""forever""#] {
            let response = try ScheduleFixtures.decode(
                export(contribution(id: 1, end: "null", extra: #", "duration": \#(duration)"#)))
            #expect(response.skippedLines.first?.hasPrefix("event results[0].contributions[0].duration:") == true, "\(duration)")
        }
    }

    @Test("Given a contribution that ends before it starts, when decoded, then it is skipped naming it")
    func endsBeforeStart() throws {
        let end = #"{"date": "2024-01-15", "time": "08:00:00", "tz": "Europe/Zurich"}"#
        let response = try ScheduleFixtures.decode(export(contribution(id: 1, end: end)))
        #expect(response.skippedLines == ["event results[0].contributions[0]: it ends before it starts"])
        #expect(response.skipped.first?.name == "Talk 1")
    }

    @Test("Given broken JSON, when decoded, then the line and column are named, and a cut document is truncated")
    func brokenSyntax() throws {
        let broken = "{\"_type\": \"HTTPAPIResult\",\n \"results\": [}\n"
        let error = try #require(failure(broken))
        #expect(error.description.contains("Indico JSON: not valid JSON at line 2"), "\(error)")
        let whole = export(contribution(id: 1))
        let cut = try #require(failure(String(whole.prefix(whole.count - 10))))
        guard case .truncated(let detail) = cut else {
            Issue.record("expected .truncated, got \(cut)")
            return
        }
        #expect(detail.hasPrefix("Indico JSON"))
    }

    @Test("Given a size limit below the document's size, when decoded, then it is refused as too large")
    func sizeLimit() throws {
        let data = try ScheduleFixtures.data(ScheduleFixtures.indicoContributions)
        let decoder = IndicoDecoder(ScheduleReading(now: ScheduleFixtures.now, maximumDocumentBytes: 1000))
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 1000)) { try decoder.decode(data) }
    }
}
