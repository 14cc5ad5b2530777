import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("schedule.xml and schedule.json: people")
struct FrabPeopleTests {
    /// A `schedule.xml` with one event by person 7 and, before its day, this top-level `<persons>` list.
    private func xml(persons: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <schedule><conference><acronym>test</acronym><time_zone_name>Europe/Brussels</time_zone_name></conference>
        \(persons)
        <day date="2026-01-31" index="1"><room name="Hall"><event id="1" guid="g1"><start>10:00</start>
        <duration>00:30</duration><title>Talk</title><persons><person id="7">Ada Lovelace</person></persons></event></room></day>
        </schedule>
        """
    }

    /// A `schedule.json` with one event whose persons are these.
    private func json(persons: String) -> String {
        """
        {"schedule": {"version": "1", "conference": {"acronym": "test", "time_zone_name": "Europe/Berlin", "days": [
          {"index": 1, "date": "2019-12-27", "rooms": {"Hall": [
            {"id": 1, "guid": "g1", "title": "Talk", "date": "2019-12-27T11:00:00+01:00", "start": "11:00",
             "duration": "00:30", "persons": \(persons)}]}}]}}}
        """
    }

    @Test(
        "Given FOSDEM 2026, when decoded, then its 927 listed persons are people, 699 with a biography, each named as their events name them"
    )
    func fosdem2026() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.fosdem2026)
        let people = response[Person.self]
        #expect(people.removeAllBeforeInsert)
        #expect(people.changed.count == 927)
        #expect(Set(people.changed.map(\.id)).count == 927)
        #expect(people.changed.filter { !$0.biography.isEmpty }.count == 699)
        #expect(people.changed.first == Person(id: "2", name: "FOSDEM Staff"))
        let stephane = try #require(people.changed.first { $0.id == "1343" })
        #expect(stephane.name == "Stephane Graber")
        #expect(stephane.sortName == "")
        #expect(stephane.tagLine == "")
        #expect(
            stephane.biography.hasPrefix(
                #"<p>Stéphane Graber is the project leader for <a href="https://linuxcontainers.org">Linux Containers</a>"#))
        #expect(stephane.biography.hasSuffix("aimed at replacing VMWare.</p>"))
        #expect(stephane.pictureAddress == "")
        #expect(stephane.links.isEmpty)
        let event = try #require(response.event("1c98946a-3741-5c8b-b6b2-77e5ed8f297c"))
        #expect(event.hosts == ["Stephane Graber", "Aleksandr Mikhalitsyn"])
        let hosts = Set(response[Event.self].changed.flatMap(\.hosts))
        #expect(Set(people.changed.map(\.name)).isSubset(of: hosts))
    }

    @Test(
        "Given exports without a top-level persons list (FOSDEM 2020, 36C3, DebConf 23, a stock pretalx export), when decoded, then they replace all people with none",
        arguments: [
            ScheduleFixtures.fosdem2020, ScheduleFixtures.congressXML, ScheduleFixtures.debconf23, ScheduleFixtures.romhack,
        ])
    func noPersonsList(name: String) throws {
        #expect(try ScheduleFixtures.response(name)[Person.self] == EntityChanges<Person>.replacingAll(with: []))
    }

    @Test(
        "Given a persons list with both biographies, an empty one, no id, no name and a repeated id, when decoded, then the biographies are joined and the others skipped"
    )
    func xmlMapping() throws {
        let response = try ScheduleFixtures.decode(
            xml(
                persons: """
                    <persons>
                      <person id="7"><name> Ada Lovelace </name><slug>ada</slug>
                        <biography>&lt;p&gt;Analyst.&lt;/p&gt;</biography><extended_biography><![CDATA[More *about* her.]]></extended_biography>
                        <links><link href="https://ignored.example">Site</link></links></person>
                      <person id="8"><name>Bo Lee</name><biography/><extended_biography>Only extended.</extended_biography></person>
                      <person id="9"><name>Cy</name></person>
                      <person><name>No Id</name><biography>x</biography></person>
                      <person id="10"><name/><biography>No name</biography></person>
                      <person id="7"><name>Someone Else</name></person>
                      <speaker id="11"><name>Not a person</name></speaker>
                      text between
                    </persons>
                    """))
        #expect(
            response[Person.self].changed == [
                Person(id: "7", name: "Ada Lovelace", biography: "<p>Analyst.</p>\n\nMore *about* her."),
                Person(id: "8", name: "Bo Lee", biography: "Only extended."),
                Person(id: "9", name: "Cy"),
            ])
        #expect(response.event("g1")?.hosts == ["Ada Lovelace"])
    }

    @Test(
        "Given persons lists elsewhere than at the top (in the conference, in an event), when decoded, then they give no people")
    func xmlListsElsewhere() throws {
        let inConference = xml(persons: "").replacingOccurrences(
            of: "</conference>", with: #"<persons><person id="7"><name>Ada</name></person></persons></conference>"#)
        #expect(try ScheduleFixtures.decode(inConference)[Person.self].changed.isEmpty)
        #expect(try ScheduleFixtures.decode(xml(persons: ""))[Person.self].changed.isEmpty)
    }

    @Test("Given a persons list cut off inside a person, when decoded, then the document is refused as truncated")
    func xmlTruncated() throws {
        let text = #"<?xml version="1.0"?><schedule><persons><person id="7"><name>Ada"#
        let failure = try #require(throws: ConventionAPIError.self) { try ScheduleFixtures.decode(text) }
        guard case .truncated = failure else {
            Issue.record("expected .truncated, got \(failure)")
            return
        }
    }

    @Test(
        "Given the 36C3 schedule.json, when decoded, then the 392 persons that carry a biography are people by their pretalx code, named as their events name them"
    )
    func congressJSON() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.congressJSON)
        let people = response[Person.self]
        #expect(people.removeAllBeforeInsert)
        #expect(people.changed.count == 392)
        let jannis = try #require(people.changed.first { $0.id == "ER9SQ9" })
        #expect(jannis.name == "Jannis Kirschner")
        #expect(jannis.biography.hasPrefix("Jannis is a Swiss Security Researcher and CTF player."))
        #expect(jannis.pictureAddress == "" && jannis.tagLine == "" && jannis.links.isEmpty)
        let event = try #require(response[Event.self].changed.first { $0.title == "Swiss Cybervoting PIT(falls)" })
        #expect(event.hosts == [jannis.name])
    }

    @Test(
        "Given schedule.json persons with and without a biography, names only, no id or repeats, when decoded, then only described persons with an id are people"
    )
    func jsonMapping() throws {
        let response = try ScheduleFixtures.decode(
            json(
                persons: """
                    [{"id": 1, "code": "ADA1", "public_name": " Ada ", "name": "Ada L.", "biography": "*Bio*\\n", "avatar": "https://a.example/ada.png"},
                     {"id": 2, "guid": "b-guid", "name": "Bo", "biography": null},
                     {"id": 3, "public_name": "Cy", "biography": ""},
                     {"id": 4, "public_name": "Frab Person", "url": "https://frab.example/4"},
                     "Name Only", 5, {"public_name": "No Id", "biography": "x"}, {"id": 6, "biography": "No name"},
                     {"id": 9, "code": "ADA1", "public_name": "Ada Again", "biography": "y"},
                     {"id": 7, "public_name": ["x"], "name": "Dee", "biography": {"en": "x"}, "avatar": ["x"]}]
                    """))
        #expect(
            response[Person.self].changed == [
                Person(id: "ADA1", name: "Ada", biography: "*Bio*", pictureAddress: "https://a.example/ada.png"),
                Person(id: "b-guid", name: "Bo"), Person(id: "3", name: "Cy"), Person(id: "7", name: "Dee"),
            ])
        #expect(response.event("g1")?.hosts == ["Ada", "Bo", "Cy", "Frab Person", "Name Only", "5", "No Id", "Ada Again", "Dee"])
    }
}
