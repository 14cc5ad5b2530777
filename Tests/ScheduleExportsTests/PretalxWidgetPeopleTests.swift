import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("pretalx widget reader: people")
struct PretalxWidgetPeopleTests {
    private func decode(_ json: String) throws(ConventionAPIError) -> SyncResponse {
        try PretalxWidgetDecoder(ScheduleReading(now: ScheduleFixtures.now)).decode(Data(json.utf8))
    }

    /// A widget document with one talk by `SPK`, and these speakers.
    private func document(speakers: String) -> String {
        """
        {"rooms": [], "speakers": \(speakers),
         "talks": [{"code": "T1", "title": "Talk", "speakers": ["SPK"], "start": "2026-07-01T10:00:00Z",
                    "end": "2026-07-01T11:00:00Z"}]}
        """
    }

    @Test(
        "Given GOOD 2025's widget, when decoded, then its 63 speakers are people, Alan Chalker with his avatar, named as his talks name him"
    )
    func good() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodWidget)
        let people = response[Person.self]
        #expect(people.removeAllBeforeInsert)
        #expect(people.changed.count == 63)
        #expect(people.changed.filter { !$0.pictureAddress.isEmpty }.count == 28)
        let alan = try #require(people.changed.first { $0.id == "8MLMLZ" })
        #expect(
            alan
                == Person(
                    id: "8MLMLZ", name: "Alan Chalker [Ohio Supercomputer Center]",
                    pictureAddress: "https://cfp.openondemand.org/media/avatars/2024_chalker.3_axajcy7.jpg"))
        #expect(response.event("FK7R3E")?.hosts.contains(alan.name) == true)
        #expect(Person.key(of: alan.name) == "alan chalker")
        #expect(people.changed.first { $0.id == "UNTF39" }?.pictureAddress == "")
    }

    @Test("Given a speaker with a biography, as text or as a translation map, when decoded, then it is kept as written")
    func biography() throws {
        let response = try decode(
            document(
                speakers: """
                    [{"code": "SPK", "name": " Ada ", "avatar": "https://example.org/ada.png", "biography": "*Markdown* bio\\n"},
                     {"code": "BOB", "name": {"de": "Bob", "en": "Bob"}, "avatar": null, "biography": {"de": "Über Bob"}}]
                    """))
        #expect(
            response[Person.self].changed == [
                Person(id: "SPK", name: "Ada", biography: "*Markdown* bio", pictureAddress: "https://example.org/ada.png"),
                Person(id: "BOB", name: "Bob", biography: "Über Bob"),
            ])
        #expect(response.event("T1")?.hosts == ["Ada"])
    }

    @Test(
        "Given a nameless speaker and a repeated code, when decoded, then the nameless is no person and the first of a code counts"
    )
    func namelessAndRepeated() throws {
        let response = try decode(
            document(
                speakers: #"[{"code": "SPK", "name": "Ada"}, {"code": "SPK", "name": "Eve"}, {"code": "NON", "name": null}]"#))
        #expect(response[Person.self].changed == [Person(id: "SPK", name: "Ada")])
        #expect(response.event("T1")?.hosts == ["Ada"])
    }

    @Test(
        "Given a speakers value that is not a list, when decoded, then it is refused naming the format and the JSON path, as the widget's other lists are",
        arguments: [
            (#"{"SPK": {"name": "Ada"}}"#, "pretalx widget JSON, speakers: is an object, not a list"),
            (#""Ada""#, "pretalx widget JSON, speakers: is text, not a list"),
        ])
    func refused(speakers: String, message: String) throws {
        let failure = #expect(throws: ConventionAPIError.self) { try decode(document(speakers: speakers)) }
        #expect(failure?.malformedDetail?.hasPrefix(message) == true, "\(String(describing: failure))")
    }

    @Test(
        "Given a damaged speaker, when decoded, then that person is skipped naming the JSON path and why, and the talk is read without the host it names",
        arguments: [
            (#"["SPK"]"#, "person speakers[0]: is text, not an object"),
            (#"[{"name": "Ada"}]"#, "person speakers[0].code: is missing"),
            (#"[{"code": "SPK", "name": "Ada", "avatar": ["x"]}]"#, "person speakers[0].avatar: is a list, not text"),
            (#"[{"code": "SPK", "name": "Ada", "biography": true}]"#, "person speakers[0].biography: is true or false, not text"),
        ])
    func skipped(speakers: String, line: String) throws {
        let response = try decode(document(speakers: speakers))

        #expect(response[Person.self].changed.isEmpty)
        #expect(
            response.skippedLines == [
                line, "event talks[0].speakers[0] (speaker left out): no speaker in “speakers” has the code “SPK”",
            ])
        #expect(response.event("T1")?.hosts == [])
    }
}
