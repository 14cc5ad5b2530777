import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("ConClár and KonOpas: people")
struct KonOpasPeopleTests {
    private func decode(_ text: String) throws(ConventionAPIError) -> SyncResponse {
        try ConClarDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "Europe/Dublin"))
            .decode(Data(text.utf8))
    }

    /// A KonOpas script of one item by `p1` (named inline with a role), and this people array.
    private func script(people: String) -> String {
        """
        var program = [{"id": "1", "title": "Panel", "date": "2022-10-15", "time": "10:00", "mins": "60",
                        "people": [{"id": "p1", "name": "Ann Smith (moderator)"}]}];
        var people = \(people);
        """
    }

    @Test(
        "Given Octocon 2022 as a KonOpas script, when decoded, then its 76 people are read, James Shields with his sort name, HTML bio and picture, as his items name him"
    )
    func octocon() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.konopas, fallbackTimeZone: "Europe/Dublin")
        let people = response[Person.self]
        #expect(people.removeAllBeforeInsert)
        #expect(people.changed.count == 76)
        #expect(Set(people.changed.map(\.id)).count == 76)
        let james = try #require(people.changed.first { $0.id == "1137" })
        #expect(james.name == "James Shields")
        #expect(james.sortName == "Shields James")
        #expect(james.tagLine == "")
        #expect(james.biography.hasPrefix("<p>James has been involved in fandom and conventions since the early 1990s."))
        #expect(
            james.pictureAddress == "https://planz.octocon.com/participant_photos/pp801c14f07f9724229175b8ef8b4585a8.jpg")
        #expect(james.links.isEmpty)
        #expect(response.event("17")?.hosts.contains(james.name) == true)
        #expect(response.event("101")?.hosts == ["James Shields (moderator)"])
        #expect(Person.key(of: "James Shields (moderator)") == Person.key(of: james.name))
        let raissa = try #require(people.changed.first { $0.id == "Z0029" })
        #expect(raissa == Person(id: "Z0029", name: "Raissa Perez", sortName: "Perez Raissa"))
        #expect(response.event("1")?.hosts.first.map(Person.key(of:)) == Person.key(of: raissa.name))
        let hostKeys = Set(response[Event.self].changed.flatMap(\.hosts).map(Person.key(of:)))
        #expect(people.changed.allSatisfy { hostKeys.contains(Person.key(of: $0.name)) })
    }

    @Test(
        "Given Octocon 2022 as ConClár's schedule.json, which has no people list, when decoded, then it replaces all people with none"
    )
    func conclarScheduleHasNoPeople() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.conclarSchedule, fallbackTimeZone: "Europe/Dublin")
        #expect(response[Person.self] == EntityChanges<Person>.replacingAll(with: []))
    }

    @Test(
        "Given a person with a name in parts, links and fields of the wrong type, when decoded, then the name is formed as for items and img is the picture"
    )
    func mapping() throws {
        let response = try decode(
            script(
                people: """
                    [{"id": "p1", "name": ["Ann", "Smith"], "sortname": " Smith Ann ", "bio": "<p>Writer.</p>\\n",
                      "links": {"img": "https://example.org/ann.jpg", "url": "https://ann.example", "twitter": "https://x.example/ann",
                                "fb": ""}},
                     {"id": "p2", "name": ["Bo", "Lee", "Dr.", "PhD"], "sortname": 5, "bio": ["x"], "links": ["https://list.example"]}]
                    """))
        #expect(
            response[Person.self].changed == [
                Person(
                    id: "p1", name: "Ann Smith", sortName: "Smith Ann", biography: "<p>Writer.</p>",
                    pictureAddress: "https://example.org/ann.jpg",
                    links: [
                        EventLink(title: "twitter", url: "https://x.example/ann"),
                        EventLink(title: "url", url: "https://ann.example"),
                    ]),
                Person(id: "p2", name: "Dr. Bo Lee PhD", sortName: "5"),
            ])
        #expect(response.event("1")?.hosts == ["Ann Smith (moderator)"])
    }

    @Test(
        "Given people that are not objects, lack an id or a name, or repeat an id, when decoded, then they are skipped and the first of an id counts"
    )
    func hostileEntries() throws {
        let response = try decode(
            script(
                people: """
                    ["p9", 3, null, [], {"name": "No Id"}, {"id": "p3"}, {"id": "p4", "name": []},
                     {"id": "p1", "name": "Ann Smith"}, {"id": "p1", "name": "Someone Else"}]
                    """))
        #expect(response[Person.self].changed == [Person(id: "p1", name: "Ann Smith")])
    }

    @Test(
        "Given a ConClár document whose people is a list or of the wrong type, when decoded, then the list is read and any other type refused naming the path"
    )
    func conclarPeopleList() throws {
        func document(_ people: String) -> String {
            #"{"schemaVersion": 2, "schedule": [{"id": "1", "title": "T", "date": "2022-10-15", "time": "10:00", "people": [{"id": "p1"}]}], "people": \#(people)}"#
        }
        let response = try decode(document(#"[{"id": "p1", "name": "Ann Smith"}]"#))
        #expect(response[Person.self].changed == [Person(id: "p1", name: "Ann Smith")])
        #expect(response.event("1")?.hosts == ["Ann Smith"])
        #expect(try decode(document("null"))[Person.self].changed.isEmpty)
        for wrong in [#"{"p1": {"name": "Ann"}}"#, #""Ann""#, "7"] {
            #expect(throws: ConventionAPIError.malformed("ConClár JSON, people: is not a list")) { try decode(document(wrong)) }
        }
    }
}
