import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Indico JSON: people")
struct IndicoPeopleTests {
    private func decode(_ text: String) throws(ConventionAPIError) -> SyncResponse {
        try IndicoDecoder(ScheduleReading(now: ScheduleFixtures.now)).decode(Data(text.utf8))
    }

    /// An event export whose one contribution, scheduled or not, has these speakers.
    private func export(speakers: String, scheduled: Bool = true) -> String {
        let start = scheduled ? #"{"date": "2024-01-15", "time": "09:00:00", "tz": "Europe/Zurich"}"# : "null"
        return """
            {"_type": "HTTPAPIResult", "results": [{"title": "Meeting", "timezone": "Europe/Zurich", "contributions": [
              {"db_id": 1, "title": "Talk", "startDate": \(start),
               "endDate": {"date": "2024-01-15", "time": "09:30:00", "tz": "Europe/Zurich"}, "speakers": \(speakers)}]}]}
            """
    }

    @Test(
        "Given the ACAT 2024 export, when decoded, then the 157 speakers of its scheduled contributions are people with their affiliation, named as their contributions name them"
    )
    func acat() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.indicoContributions)
        let people = response[Person.self]
        #expect(people.removeAllBeforeInsert)
        #expect(people.changed.count == 157)
        let jerome = try #require(people.changed.first { $0.id == "7925983" })
        #expect(jerome == Person(id: "7925983", name: "Jerome LAURET", tagLine: "Brookhaven National Laboratory"))
        #expect(response.event("5776094")?.hosts == [jerome.name])
        #expect(people.changed.first { $0.id == "8100567" } == Person(id: "8100567", name: "Francesco Minarini"))
        let hosts = Set(response[Event.self].changed.flatMap(\.hosts))
        #expect(people.changed.allSatisfy { hosts.contains($0.name) })
    }

    @Test(
        "Given speakers that are not objects, lack a person_id or a name, or repeat one, when decoded, then they give no person and the first of an id counts"
    )
    func hostileSpeakers() throws {
        let response = try decode(
            export(
                speakers: """
                    ["Ann", 5, {"first_name": "No", "last_name": "Id"}, {"person_id": 9}, {"person_id": [1], "first_name": "List"},
                     {"person_id": 7, "first_name": " Ada ", "last_name": "Lovelace", "affiliation": " Analytical "},
                     {"person_id": "7", "fullName": "Lovelace, Ada", "affiliation": "Elsewhere"},
                     {"person_id": 8, "first_name": "Bo", "affiliation": ["not text"]}]
                    """))
        #expect(
            response[Person.self].changed == [
                Person(id: "7", name: "Ada Lovelace", tagLine: "Analytical"), Person(id: "8", name: "Bo"),
            ])
        #expect(response.event("1")?.hosts == ["Ann", "5", "No Id", "List", "Ada Lovelace", "Lovelace, Ada", "Bo"])
    }

    @Test("Given a speakers value of the wrong type or an unscheduled contribution, when decoded, then there are no people")
    func noPeople() throws {
        #expect(try decode(export(speakers: #"{"person_id": 7, "first_name": "Ada"}"#))[Person.self].changed.isEmpty)
        #expect(
            try decode(export(speakers: #"[{"person_id": 7, "first_name": "Ada"}]"#, scheduled: false))[Person.self].changed
                .isEmpty)
        #expect(try ScheduleFixtures.response(ScheduleFixtures.indicoTimetable)[Person.self] == .replacingAll(with: []))
    }
}
