import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("ConClár and KonOpas")
struct ConClarDecoderTests {
    /// The error of `ConClarDecoder` (not detection: some broken documents no longer look like ConClár).
    private func failure(_ text: String, fallbackTimeZone: String? = "Europe/Dublin") -> ConventionAPIError? {
        do {
            let reading = ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: fallbackTimeZone)
            _ = try ConClarDecoder(reading).decode(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// A ConClár document of one item with these fields after its id and title (JSON members).
    private func item(_ fields: String) -> String {
        #"{"schemaVersion": 2, "info": {}, "schedule": [{"id": "7", "title": "Panel", \#(fields)}]}"#
    }

    @Test(
        "Given Octocon 2022 as ConClár JSON or KonOpas JavaScript, when decoded in Europe/Dublin, then its 86 items fill 3 days and 8 rooms",
        arguments: [ScheduleFixtures.conclarSchedule, ScheduleFixtures.konopas])
    func octoconCounts(name: String) throws {
        let response = try ScheduleFixtures.response(name, fallbackTimeZone: "Europe/Dublin")
        let events = response[Event.self].changed
        #expect(events.count == 86)
        #expect(Set(events.map(\.id)).count == 86)
        #expect(response[Day.self].changed.map(\.date.description) == ["2022-10-14", "2022-10-15", "2022-10-16"])
        #expect(response[Room.self].changed.count == 8)
        #expect(response[Track.self].changed.map(\.name) == ["Hybrid (in-person, streamed live)", "In-person", "Online"])
        #expect(response.conventionIdentifier == "schedule")
        #expect(response.details == ConventionDetails(title: "Schedule", timeZoneIdentifier: "Europe/Dublin"))
        let dayIDs = Set(response[Day.self].changed.map(\.id))
        #expect(events.allSatisfy { dayIDs.contains($0.dayID) && $0.start < $0.end })
    }

    @Test(
        "Given Octocon's opening ceremony at 10:00, when decoded in Europe/Dublin, then it is 09:00 UTC for 15 minutes with its people and tags"
    )
    func octoconOpening() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.conclarSchedule, fallbackTimeZone: "Europe/Dublin")
        let event = try #require(response.event("1"))
        #expect(event.title == "Opening Ceremony")
        #expect(event.start == ScheduleFixtures.instant("2022-10-15T09:00:00Z"))
        #expect(event.end == ScheduleFixtures.instant("2022-10-15T10:15:00+01:00"))
        #expect(event.dayID == "2022-10-15")
        #expect(event.roomID == "Hogan Mezzanine 1 - Croke Park")
        #expect(event.trackID == "Hybrid (in-person, streamed live)")
        #expect(event.hosts == ["Raissa Perez (moderator)", "Michael Carroll", "Helen Ryder", "Philippa Ryder"])
        #expect(event.tags == ["Track:Hybrid (in-person, streamed live)", "Division:Programming", "Type:Ceremony/Event"])
        #expect(event.description.hasPrefix("<p><span style="))
        let evening = try #require(response.event("18"))
        #expect(evening.start == ScheduleFixtures.instant("2022-10-14T20:00:00+01:00"))
        #expect(evening.end == ScheduleFixtures.instant("2022-10-14T21:00:00+01:00"))
        #expect(evening.dayID == "2022-10-14")
        #expect(evening.trackID == "Online")
        let judging = try #require(response.event("15"))
        #expect(judging.links == [EventLink(title: "meeting", url: "https://forms.gle/BKLjWHgY3CTTS9gh6")])
    }

    @Test("Given Octocon 2022 as ConClár JSON and as KonOpas JavaScript, when both are decoded, then they give the same events")
    func jsonAndScriptAgree() throws {
        let json = try ScheduleFixtures.response(ScheduleFixtures.conclarSchedule, fallbackTimeZone: "Europe/Dublin")
        let script = try ScheduleFixtures.response(ScheduleFixtures.konopas, fallbackTimeZone: "Europe/Dublin")
        #expect(json[Event.self].changed == script[Event.self].changed)
        #expect(json[Day.self].changed == script[Day.self].changed)
        #expect(json[Room.self].changed == script[Room.self].changed)
        #expect(json[Track.self].changed == script[Track.self].changed)
    }

    @Test("Given Octocon 2022 without a time zone, when decoded, then it is refused asking for --time-zone")
    func octoconWithoutZone() throws {
        for name in [ScheduleFixtures.conclarSchedule, ScheduleFixtures.konopas] {
            let data = try ScheduleFixtures.data(name)
            let error = try #require(failure(String(decoding: data, as: UTF8.self), fallbackTimeZone: nil))
            #expect(error.description.contains("no time zone"), "\(error)")
            #expect(error.description.contains("--time-zone"), "\(error)")
        }
    }

    @Test("Given an item at 01:00 after an evening's programme, when decoded, then it stays on the evening's day")
    func afterMidnight() throws {
        let text = """
            [{"id": "a", "title": "Evening", "date": "2022-10-15", "time": "21:00", "mins": 60, "loc": ["Bar"]},
             {"id": "b", "title": "Late", "date": "2022-10-16", "time": "01:00", "mins": 60, "loc": ["Bar"]},
             {"id": "c", "title": "Morning", "date": "2022-10-16", "time": "10:00", "mins": 60, "loc": ["Bar"]}]
            """
        let response = try ScheduleFixtures.decode(text, fallbackTimeZone: "Europe/Dublin")
        #expect(response.event("b")?.dayID == "2022-10-15")
        #expect(response.event("b")?.start == ScheduleFixtures.instant("2022-10-16T00:00:00Z"))
        #expect(response.event("c")?.dayID == "2022-10-16")
        #expect(response[Day.self].changed.map(\.date.description) == ["2022-10-15", "2022-10-16"])
    }

    @Test(
        "Given a KonOpas script with people by id and a datetime with an offset, when decoded without a zone, then names are joined and the time is exact"
    )
    func scriptPeopleAndDatetime() throws {
        let script = """
            // programme data
            var program = [{"id": "1", "title": "Talk", "datetime": "2022-10-15T10:00:00+01:00", "mins": "30",
                            "loc": "Room 1", "people": [{"id": "p1"}, "p2", {"id": "nobody"}], "tags": ["Literature"],
                            "links": [{"url": "https://example.org", "title": "Site"}]}];
            var people = [{"id": "p1", "name": ["Ann", "Smith", "Dr."]}, {"id": "p2", "name": "Bo Lee"}];
            """
        let response = try ScheduleFixtures.decode(script)
        let event = try #require(response.event("1"))
        #expect(event.start == ScheduleFixtures.instant("2022-10-15T09:00:00Z"))
        #expect(event.end == ScheduleFixtures.instant("2022-10-15T09:30:00Z"))
        #expect(event.hosts == ["Dr. Ann Smith", "Bo Lee"])
        #expect(event.roomID == "Room 1")
        #expect(event.trackID == "Literature")
        #expect(event.links == [EventLink(title: "Site", url: "https://example.org")])
        #expect(response.details?.timeZoneIdentifier == nil)
    }

    @Test(
        "Given ConClár info with a title and an unscheduled item, when decoded, then the title names the convention and the item is left out"
    )
    func titleAndUnscheduled() throws {
        let text = """
            {"schemaVersion": 2, "info": {"title": "Octocon 2023"}, "schedule": [
              {"id": "1", "title": "Scheduled", "date": "2023-10-14", "time": "10:00", "mins": 60},
              {"id": "2", "title": "Not yet", "mins": 60}]}
            """
        let response = try ScheduleFixtures.decode(text, fallbackTimeZone: "Europe/Dublin")
        #expect(response.conventionIdentifier == "octocon-2023")
        #expect(response[Event.self].changed.map(\.id) == ["1"])
        #expect(response.event("1")?.roomID == "Unknown room")
    }

    @Test(
        "Given a broken or hostile ConClár item beside a good one, when decoded, then the good one is read and the broken one skipped, naming its place and why",
        arguments: [
            (#""date": "2024-13-45", "time": "10:00""#, "event schedule[0].date: “2024-13-45” is not a date"),
            (#""date": "2022-10-15", "time": "25:61""#, "event schedule[0].time: “25:61” is not a time"),
            (#""date": "2022-10-15""#, "event schedule[0].time: is missing"),
            (#""time": "10:00""#, "event schedule[0].date: is missing"),
            (#""day": "Saturday", "time": "10:00""#, "event schedule[0].date: is missing"),
            (#""datetime": "soon""#, "event schedule[0].datetime: “soon” is not a date and time"),
            (
                #""date": "2022-10-15", "time": "10:00", "mins": "99999999""#,
                "event schedule[0].mins: 99999999 minutes is more than"
            ),
            (#""date": "2022-10-15", "time": "10:00", "mins": 1e300"#, "event schedule[0].mins:"),
            (#""date": "2022-10-15", "time": "10:00", "mins": -5"#, "event schedule[0].mins:"),
            (#""date": "2022-10-15", "time": "10:00", "mins": "an hour""#, "event schedule[0].mins: “an hour” is not a number"),
            (#""date": "2022-10-15", "time": "10:00", "mins": [60]"#, "event schedule[0].mins: is not a number"),
            (
                #""date": "2022-10-15", "time": "10:00", "endtime": "later""#,
                "event schedule[0].endtime: “later” is not a date and time"
            ),
        ])
    func hostileItem(fields: String, line: String) throws {
        let text =
            #"{"schedule": [{"id": "7", "title": "Panel", \#(fields)}, {"id": "8", "title": "Good", "date": "2022-10-15", "time": "09:00"}]}"#
        let response = try ConClarDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "Europe/Dublin"))
            .decode(Data(text.utf8))

        #expect(response[Event.self].changed.map(\.title) == ["Good"])
        #expect(response.skippedLines.count == 1)
        #expect(response.skippedLines.first?.hasPrefix(line) == true, "\(response.skippedLines)")
        #expect(response.skipped.first?.name == "Panel" && response.skipped.first?.identifier == "7")
    }

    @Test(
        "Given a broken ConClár document, when decoded, then it is refused naming the place",
        arguments: [
            (#"{"schemaVersion": 2, "schedule": 5}"#, "ConClár JSON, schedule: is not a list"),
            (#"{"schemaVersion": 2}"#, "ConClár JSON, schedule: is missing"),
            ("{\"schedule\": [\n  {\"id\": 1,,}]}", "ConClár JSON: not valid JSON at line 2"),
            ("{\"schedule\": [{\"id\": \"1\"", "ConClár JSON: the document ends early"),
        ])
    func brokenDocument(text: String, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.description.contains(message), "\(error)")
    }

    @Test(
        "Given a broken KonOpas script, when decoded, then it is refused naming KonOpas and where it breaks",
        arguments: [
            (
                "// data\nvar program = [{\"id\": \"1\",\n \"title\": 'A'}];\n",
                "KonOpas JavaScript: not valid JSON at line 3, column 11"
            ),
            (
                "// data\n\nvar program = [{\"id\": \"1\", \"title\": \"[\"}",
                "the “program” array opened at line 3, column 15 never closes"
            ),
            (
                "var program = [];\nvar people = [{\"id\": \"p\"\n",
                "the “people” array opened at line 2, column 14 never closes"
            ),
            ("var programme = 5;", "KonOpas JavaScript: no “program = [ … ]” array"),
        ])
    func brokenScript(text: String, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.description.contains(message), "\(error)")
    }

    @Test(
        "Given programme lists with entries that are not objects, when decoded, then those entries are skipped naming their place",
        arguments: [
            (#"{"schedule": [5]}"#, "event schedule[0]: is not an object"),
            (#"[{"title": "x", "date": "2022-10-15", "time": "10:00"}, "y"]"#, "event [1]: is not an object"),
            ("var program = [5];", "event program[0]: is not an object"),
            ("var prog = [5];", "event prog[0]: is not an object"),
        ])
    func entriesThatAreNotObjects(text: String, line: String) throws {
        let response = try ConClarDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "Europe/Dublin"))
            .decode(Data(text.utf8))
        #expect(response.skippedLines == [line])
    }

    @Test("Given an unclosed KonOpas script, when decoded by content, then it is still read as KonOpas and refused as truncated")
    func unclosedByContent() throws {
        do {
            _ = try ScheduleFixtures.decode("var program = [{\"id\": \"1\"", fallbackTimeZone: "Europe/Dublin")
            Issue.record("expected an error")
        } catch {
            guard case .truncated(let detail) = error else {
                Issue.record("expected .truncated, got \(error)")
                return
            }
            #expect(detail.hasPrefix("KonOpas JavaScript: the “program” array opened at line 1, column 15 never closes"))
        }
    }

    @Test("Given a size limit below the document's size, when decoded, then it is refused as too large")
    func sizeLimit() throws {
        let data = try ScheduleFixtures.data(ScheduleFixtures.konopas)
        let decoder = ConClarDecoder(ScheduleReading(now: ScheduleFixtures.now, maximumDocumentBytes: 1000))
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 1000)) { try decoder.decode(data) }
    }
}
