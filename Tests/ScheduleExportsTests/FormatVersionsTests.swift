import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

/// The versions and shapes of each format beyond its latest sample, each with the real file it
/// comes from (in `Tests/Fixtures/real/`, where the corpus test reads them whole).
@Suite("Every version of each format")
struct FormatVersionsTests {
    private func decode(_ text: String, zone: String? = "America/New_York") throws -> SyncResponse {
        try ScheduleFixtures.decode(text, fallbackTimeZone: zone)
    }

    // MARK: KonOpas, 2013 to its last release

    @Test(
        "Given KonOpas 0.1's shape (Westercon 66, 2013: `prog =` without var, the date in `day`, `room` and `floor`, `precis`, people with `first` and `last`), when decoded, then every item is read"
    )
    func konopasFirstRelease() throws {
        let script = """
            prog = [
               {"time": "12:00", "floor": "Ground", "room": "Brandywine", "tags": ["other"], "mins": 60,
                "people": [{"id": "0038", "name": ""}], "day": "2013-07-04", "precis": "Art Show &amp; sale", "id": "001",
                "title": "Art Show &amp; Sale"}
            ];
            people = [{"first": "Ctein", "last": " ", "id": "0038", "bio": "", "program": ["001"]}];
            """
        let response = try decode(script, zone: "America/Los_Angeles")
        let item = try #require(response.event("001"))

        #expect(ScheduleSourceKind.detect(Data(script.utf8)) == .konopas)
        #expect(item.title == "Art Show & Sale")
        #expect(item.description == "Art Show &amp; sale")
        #expect(item.roomID == "Brandywine")
        #expect(item.start == ScheduleFixtures.instant("2013-07-04T12:00:00-07:00"))
        #expect(item.hosts == ["Ctein"])
        #expect(response[Person.self].changed.map(\.name) == ["Ctein"])
    }

    @Test(
        "Given KonOpas 0.2's `var prog` with the date in `day` (Finncon 2013) and 0.3's people as `var participants` (LoneStarCon 3, whose `day` is a weekday), when decoded, then both read, people included"
    )
    func konopasSecondAndThirdRelease() throws {
        let finncon = try decode(
            #"var prog = [{"id":"99","title":"N\u00e4yt\u00f6s","day":"2013-07-05","time":"12:00","mins":"120","loc":["Merikaapelihalli"],"people":[{"id":"92","name":"Ari Savonen"}]}];"#,
            zone: "Europe/Helsinki")
        let loneStar = try decode(
            """
            var program = [{"loc":["Lobby","Rivercenter"],"date":"2013-08-29","day":"Thursday","time":"09:00","id":"129",
              "people":[{"id":"207"}],"title":"Stroll with the Stars","mins":"60"}];
            var participants = [{"id":"207","name":["Bobbie","DuFault"],"prog":["129"]}];
            """, zone: "America/Chicago")

        #expect(finncon.event("99")?.title == "Näytös")
        #expect(finncon.event("99")?.start == ScheduleFixtures.instant("2013-07-05T12:00:00+03:00"))
        #expect(finncon.event("99")?.roomID == "Merikaapelihalli")
        #expect(loneStar.event("129")?.start == ScheduleFixtures.instant("2013-08-29T09:00:00-05:00"))
        #expect(loneStar.event("129")?.hosts == ["Bobbie DuFault"])
        #expect(loneStar[Person.self].changed.map(\.id) == ["207"])
    }

    @Test(
        "Given a date KonOpas reads though it is not ISO (NEFFA 2016: 2016-4-15) and a weekday or number in `day` beside no date, when decoded, then the date is read and the undated item left out unscheduled"
    )
    func konopasLenientDates() throws {
        let response = try decode(
            """
            var program = [{"id":"1","title":"Contra","date":"2016-4-15","time":"19:30","mins":"60","loc":["Hall"]},
              {"id":"2","title":"Someday","day":"Saturday","loc":["Hall"]},
              {"id":"3","title":"Index","day":0,"loc":["Hall"]}];
            """)

        #expect(response.event("1")?.start == ScheduleFixtures.instant("2016-04-15T19:30:00-04:00"))
        #expect(response[Event.self].changed.map(\.id) == ["1"])
        #expect(response.skipped.isEmpty)
    }

    // MARK: ConClár, Grenadine, Planorama

    @Test(
        "Given ConClár's tag objects and a `format` (Planorama's Chicon 8 export, Fantasticon 2026), when decoded, then the tags read as `Category:Label`, the track is the first, and the format is a tag"
    )
    func conclarTagObjects() throws {
        let response = try decode(
            """
            [{"id": "b3", "loc": ["Michigan 2"], "mins": 60, "format": "Panel", "title": "Cyberpunk Traditions",
              "tags": [{"label": "Academic", "value": "session_Academic", "category": "Area"}, {"value": "Online"}],
              "people": [{"id": "9b", "name": "Emad El-Din Aysha", "role": "moderator"}],
              "datetime": "2022-09-01T15:00:00.000Z"}]
            """)
        let item = try #require(response.event("b3"))

        #expect(item.tags == ["Area:Academic", "Online", "Format:Panel"])
        #expect(item.trackID == "Academic")
        #expect(item.start == ScheduleFixtures.instant("2022-09-01T15:00:00Z"))
        #expect(item.hosts == ["Emad El-Din Aysha"])
    }

    @Test(
        "Given Grenadine's JSON (Boskone 55, 2018: numeric ids, `datetime` and `endtime` with offsets, a day index, an empty location, `is_break`), when decoded, then each item is exact"
    )
    func grenadine() throws {
        let response = try decode(
            """
            [{"id":3317,"title":"Stories Before the Apocalypse","format":"Panel","tags":["Literature"],"day":0,
              "date":"2018-02-16","time":"14:00","datetime":"2018-02-16T14:00:00-05:00","endtime":"2018-02-16T15:00:00-05:00",
              "loc":["Marina 4",""],"people":[{"id":28620,"name":"Juliana Spink Mills","role":"Participant"}]},
             {"id":3318,"title":"Coffee","datetime":"2018-02-16T15:00:00-05:00","endtime":"2018-02-16T15:30:00-05:00",
              "loc":["Lobby"],"is_break":true}]
            """)

        #expect(
            ScheduleSourceKind.detect(Data(#"[{"id":1,"title":"x","datetime":"2018-02-16T14:00:00-05:00"}]"#.utf8)) == .conclar)
        #expect(response.event("3317")?.end == ScheduleFixtures.instant("2018-02-16T15:00:00-05:00"))
        #expect(response.event("3317")?.roomID == "Marina 4")
        #expect(response.event("3318")?.end == ScheduleFixtures.instant("2018-02-16T15:30:00-05:00"))
        #expect(response.event("3318")?.tags == ["break"])
    }

    @Test(
        "Given HTML character references in JSON strings (Zambia's and custom exporters'), when decoded, then titles, rooms and names read as text and descriptions stay as written"
    )
    func htmlEntitiesInJSON() throws {
        let response = try decode(
            #"[{"id":"1","title":"Q&amp;A: Caf&eacute; &#8217;n&#x2019; more &unknown; AT&T","date":"2024-01-01","time":"10:00","loc":["Room &lt;A&gt;"],"people":[{"id":"p","name":"Ren&eacute;e"}],"desc":"<p>Q&amp;A</p>"}]"#
        )
        let item = try #require(response.event("1"))

        #expect(item.title == "Q&A: Café ’n’ more &unknown; AT&T")
        #expect(item.roomID == "Room <A>")
        #expect(item.hosts == ["Renée"])
        #expect(item.description == "<p>Q&amp;A</p>")
    }

    // MARK: Sessionize views

    @Test(
        "Given Sessionize's Sessions view (groups of sessions, speakers, room and categories inline) and its GridSmart view (days of rooms), with the old output's false UTC, when decoded, then both give the sessions at the convention's wall-clock times"
    )
    func sessionizeGroupedViews() throws {
        let session = """
            {"id": "14022", "title": "Aiden's Session", "startsAt": "2017-05-27T09:00:00Z", "endsAt": "2017-05-27T09:45:00Z",
             "isServiceSession": false, "speakers": [{"id": "a1", "name": "Aiden Test"}],
             "categories": [{"id": 1, "name": "Track", "categoryItems": [{"id": 4, "name": "Mobile"}], "sort": 0},
                            {"id": 2, "name": "Level", "categoryItems": [{"id": 5, "name": "Beginner"}], "sort": 1}],
             "roomId": 215, "room": "Green Room"}
            """
        let sessions = try decode(
            #"[{"groupId": 10663, "groupName": "Technical", "sessions": [\#(session)]}]"#, zone: "Europe/Zagreb")
        let grid = try decode(
            #"[{"date": "2017-05-27T00:00:00Z", "rooms": [{"id": 215, "name": "Green Room", "sessions": [\#(session)]}], "timeSlots": []}]"#,
            zone: "Europe/Zagreb")

        for response in [sessions, grid] {
            let item = try #require(response.event("14022"))
            #expect(item.start == ScheduleFixtures.instant("2017-05-27T09:00:00+02:00"))
            #expect(item.roomID == "Green Room")
            #expect(item.hosts == ["Aiden Test"])
            #expect(item.trackID == "Mobile")
            #expect(item.tags == ["Beginner"])
        }
        #expect(ScheduleSourceKind.detect(Data(#"[{"groupId": 1, "groupName": "x", "sessions": []}]"#.utf8)) == .sessionize)
    }

    @Test("Given Sessionize's Speakers view, when decoded, then it is refused saying which views hold the sessions")
    func sessionizeSpeakersView() throws {
        let speakers =
            #"[{"id": "a1", "firstName": "Aiden", "lastName": "Test", "fullName": "Aiden Test", "sessions": [{"id": 14022, "name": "x"}]}]"#
        let error = #expect(throws: ConventionAPIError.self) { try decode(speakers) }
        #expect(error?.description.contains("Sessionize's list of speakers (view/Speakers), not its sessions") == true)
    }

    // MARK: People files beside the programme

    /// A real programme of the corpus read with the people file published beside it.
    private func decode(real programme: String, people: String, zone: String) throws -> SyncResponse {
        var reading = ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone)
        reading.peopleDocument = try Data(contentsOf: RealFileCorpus.directory.appendingPathComponent(people))
        return try ScheduleExportDecoder(reading).decode(
            try Data(contentsOf: RealFileCorpus.directory.appendingPathComponent(programme)))
    }

    @Test(
        "Given a KonOpas programme (Finncon 2013), a ConClár list (Imladris 2022) and a Sessionize GridSmart view, each with the people file its convention published beside it, when decoded, then the people are synced and the items' hosts named from them"
    )
    func peopleFiles() throws {
        let finncon = try decode(
            real: "konopas-finncon-2013.js", people: "konopas-finncon-2013-people.js", zone: "Europe/Helsinki")
        let imladris = try decode(
            real: "conclar-imladris-2022.jsonp", people: "conclar-imladris-2022-people.jsonp", zone: "Europe/Warsaw")
        let sessionize = try decode(
            real: "sessionize-gridsmart-sessionizedemo-2017.json", people: "sessionize-speakers-sessionizedemo-2017.json",
            zone: "UTC")

        #expect(finncon[Person.self].changed.contains { $0.name == "Jussi Ahlroth" })
        #expect(finncon[Person.self].changed.count > 50)
        #expect(imladris[Person.self].changed.contains { $0.name == "Esther MacCallum - Stewart" })
        #expect(imladris[Person.self].changed.count > 50)
        #expect(sessionize[Person.self].changed.contains { $0.name == "Aiden Test" && !$0.biography.isEmpty })
        #expect(finncon[Event.self].changed.count == 102)
        #expect(finncon.event("1")?.hosts.isEmpty == false)
    }

    @Test(
        "Given a people file that is not one (a cut script, a JSON object without people), when read with its programme, then the download is refused naming the people file"
    )
    func brokenPeopleFile() throws {
        func refusal(_ people: String) -> ConventionAPIError? {
            var reading = ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "Europe/Dublin")
            reading.peopleDocument = Data(people.utf8)
            let programme = #"var program = [{"id":"1","title":"T","date":"2022-10-15","time":"10:00","people":[{"id":"p"}]}];"#
            do {
                _ = try ScheduleExportDecoder(reading).decode(Data(programme.utf8))
                return nil
            } catch {
                return error
            }
        }

        #expect(
            refusal("var people = [{\"id\": \"p\"")
                == .truncated(
                    "the people file: KonOpas JavaScript: the “people” array opened at line 1, column 14 never closes"))
        #expect(refusal(#"{"schemaVersion": 2}"#) == .malformed("the people file: ConClár JSON, people: is missing"))
    }

    // MARK: Indico

    @Test(
        "Given Indico's `detail=sessions` export of an event with sessions, when decoded, then the contributions of each session block are read, tracked under the block's title, each once though listed twice"
    )
    func indicoSessions() throws {
        let contribution =
            #"{"_type": "Contribution", "db_id": 174307, "id": "27", "title": "Consortium news", "startDate": {"date": "2026-07-07", "time": "15:25:00", "tz": "Europe/Paris"}, "endDate": {"date": "2026-07-07", "time": "15:35:00", "tz": "Europe/Paris"}, "speakers": [], "track": null, "session": null}"#
        let other = contribution.replacingOccurrences(of: "174307", with: "174308").replacingOccurrences(
            of: "15:25", with: "16:00"
        )
        .replacingOccurrences(of: "15:35", with: "16:10")
        let response = try decode(
            """
            {"_type": "HTTPAPIResult", "results": [{"title": "DIRAC 2026", "timezone": "Europe/Paris",
              "contributions": [\(contribution)],
              "sessions": [{"_type": "SessionSlot", "title": "Users", "contributions": [\(contribution), \(other)]}]}]}
            """)

        #expect(response[Event.self].changed.count == 2)
        #expect(response.event("174308")?.trackID == "Users")
        #expect(response.event("174307")?.start == ScheduleFixtures.instant("2026-07-07T15:25:00+02:00"))
    }

    // MARK: Duplicates

    @Test(
        "Given an event written twice (same identifier, times and title) and two talks that share one identifier (MOCA 2024's feed), when decoded, then the repeat is kept once and both talks are kept"
    )
    func duplicates() throws {
        func event(_ uid: String, _ title: String, _ start: String) -> String {
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nSUMMARY:\(title)\r\nDTSTART:\(start)\r\nDURATION:PT1H\r\nEND:VEVENT\r\n"
        }
        let feed =
            "BEGIN:VCALENDAR\r\n" + event("a", "Talk", "20240601T100000Z") + event("a", "Talk", "20240601T100000Z")
            + event("46939", "One", "20240601T120000Z") + event("46939", "Other", "20240601T120000Z") + "END:VCALENDAR\r\n"
        let xml = ScheduleXML.document(
            body: ScheduleXML.event(id: "1", "<title>Twice</title><start>10:00</start><duration>01:00</duration>")
                + ScheduleXML.event(id: "1", "<title>Twice</title><start>10:00</start><duration>01:00</duration>"))

        #expect(try decode(feed)[Event.self].changed.map(\.title).sorted() == ["One", "Other", "Talk"])
        #expect(try decode(xml)[Event.self].changed.map(\.title) == ["Twice"])
    }
}
