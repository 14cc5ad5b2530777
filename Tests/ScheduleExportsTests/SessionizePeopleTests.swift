import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Sessionize JSON: people")
struct SessionizePeopleTests {
    private func decode(_ text: String) throws(ConventionAPIError) -> SyncResponse {
        try SessionizeDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "Europe/Vienna"))
            .decode(Data(text.utf8))
    }

    /// A document of one session by `s1`, with these speakers.
    private func document(speakers: String) -> String {
        """
        {"sessions": [{"id": "101", "title": "Talk", "startsAt": "2024-04-20T10:00:00", "endsAt": "2024-04-20T11:00:00",
                       "speakers": ["s1"]}],
         "speakers": \(speakers)}
        """
    }

    @Test(
        "Given Global Azure Austria 2024, when decoded, then its 16 speakers are people, Ed Burns with his tag line, bio and picture, named as his keynote names him"
    )
    func globalAzurePeople() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.sessionize, fallbackTimeZone: "Europe/Vienna")
        let people = response[Person.self]
        #expect(people.removeAllBeforeInsert)
        #expect(people.changed.count == 16)
        #expect(Set(people.changed.map(\.id)).count == 16)
        let ed = try #require(people.changed.first { $0.id == "83c42ccd-b1e3-4c7e-906a-4009f7b52d8f" })
        #expect(ed.name == "Ed Burns")
        #expect(ed.sortName == "")
        #expect(ed.tagLine == "Principal Architect on the Java Tooling and Experiences team at Microsoft")
        #expect(ed.biography.hasPrefix("Ed Burns is currently Principal Architect on the Java Tooling"))
        #expect(ed.pictureAddress == "https://sessionize.com/image/a468-400o400o1-nb1Up93c7w6tM3bwitP5d1.jpg")
        #expect(ed.links.isEmpty)
        #expect(response.event("658419")?.hosts.contains(ed.name) == true)
        let hosts = Set(response[Event.self].changed.flatMap(\.hosts))
        #expect(people.changed.allSatisfy { hosts.contains($0.name) })
    }

    @Test(
        "Given a speaker with links and first and last names only, when decoded, then the person has the host's name, trimmed texts and titled links"
    )
    func linksAndNames() throws {
        let response = try decode(
            document(
                speakers: """
                    [{"id": "s1", "firstName": " Ada ", "lastName": "Lovelace", "tagLine": " Analyst ", "bio": "**Markdown** bio\\n",
                      "profilePicture": "https://example.org/ada.jpg",
                      "links": [{"title": "Blog", "url": "https://ada.example", "linkType": "Blog"},
                                {"title": "", "url": " https://x.example/ada ", "linkType": "Twitter"},
                                {"title": "Nowhere", "url": ""}, "https://not-an-object.example"]}]
                    """))
        let ada = try #require(response[Person.self].changed.first)
        #expect(
            ada
                == Person(
                    id: "s1", name: "Ada Lovelace", tagLine: "Analyst", biography: "**Markdown** bio",
                    pictureAddress: "https://example.org/ada.jpg",
                    links: [
                        EventLink(title: "Blog", url: "https://ada.example"),
                        EventLink(title: "Twitter", url: "https://x.example/ada"),
                    ]))
        #expect(response.event("101")?.hosts == ["Ada Lovelace"])
    }

    @Test(
        "Given speakers that are not objects, lack an id or a name, repeat an id or have fields of the wrong type, when decoded, then those are skipped or read as empty"
    )
    func hostileEntries() throws {
        let response = try decode(
            document(
                speakers: """
                    ["s9", 7, null, {"fullName": "No Id"}, {"id": "", "fullName": "Empty Id"}, {"id": "s2"},
                     {"id": "s1", "fullName": "First", "tagLine": ["list"], "bio": {"en": "x"}, "profilePicture": ["https://a.example"],
                      "links": "https://not-a-list.example"},
                     {"id": "s1", "fullName": "Second"}]
                    """))
        #expect(response[Person.self].changed == [Person(id: "s1", name: "First")])
        #expect(response.event("101")?.hosts == ["First"])
    }

    @Test(
        "Given a speakers list of the wrong type, when decoded, then it is refused naming the format and the path",
        arguments: [#"{"s1": {"id": "s1"}}"#, #""Ada""#, "42"])
    func speakersNotAList(speakers: String) throws {
        #expect(throws: ConventionAPIError.malformed("Sessionize JSON, speakers: is not a list")) {
            try decode(document(speakers: speakers))
        }
    }

    @Test("Given no speakers list, when decoded, then the response still replaces all people, with none")
    func noSpeakers() throws {
        let response = try decode(document(speakers: "null"))
        #expect(response[Person.self] == EntityChanges<Person>.replacingAll(with: []))
    }
}
