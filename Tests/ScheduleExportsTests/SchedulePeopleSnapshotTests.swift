import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

/// The people of every reader with a people list are a full snapshot, like its events: a second
/// full sync of the file without someone removes them.
@Suite("People as a full snapshot, in every reader with a people list")
struct SchedulePeopleSnapshotTests {
    /// A format, and a document of it listing Ada (who hosts its one event) and, when asked, Bo.
    struct Format: Sendable, CustomTestStringConvertible {
        var kind: ScheduleSourceKind
        var zone: String?
        /// Ada's identifier, and Bo's.
        var ada: String
        var bo: String
        /// The document, with Ada and Bo, or with Ada alone.
        var withBoth: String
        var withoutBo: String

        var testDescription: String { kind.formatName }

        func decode(_ text: String) throws -> SyncResponse {
            try ScheduleExportDecoder(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone)
                .decode(Data(text.utf8), as: kind)
        }
    }

    static let formats: [Format] = [
        sessionize, konopas, pretalxWidget, indico, scheduleXML, scheduleJSON,
    ]

    private static let sessionize = Format(
        kind: .sessionize, zone: "Europe/Vienna", ada: "s1", bo: "s2",
        withBoth: sessionizeDocument(#"{"id": "s1", "fullName": "Ada"}, {"id": "s2", "fullName": "Bo"}"#),
        withoutBo: sessionizeDocument(#"{"id": "s1", "fullName": "Ada"}"#))

    private static func sessionizeDocument(_ speakers: String) -> String {
        #"{"sessions": [{"id": "1", "title": "T", "startsAt": "2024-04-20T10:00:00", "endsAt": "2024-04-20T11:00:00", "speakers": ["s1"]}], "speakers": [\#(speakers)]}"#
    }

    private static let konopas = Format(
        kind: .konopas, zone: "Europe/Dublin", ada: "p1", bo: "p2",
        withBoth: konopasScript(#"{"id": "p1", "name": ["Ada"]}, {"id": "p2", "name": ["Bo"]}"#),
        withoutBo: konopasScript(#"{"id": "p1", "name": ["Ada"]}"#))

    private static func konopasScript(_ people: String) -> String {
        """
        var program = [{"id": "1", "title": "T", "date": "2022-10-15", "time": "10:00", "mins": "60", "people": [{"id": "p1"}]}];
        var people = [\(people)];
        """
    }

    private static let pretalxWidget = Format(
        kind: .pretalxWidget, zone: nil, ada: "ADA", bo: "BOB",
        withBoth: widget(#"{"code": "ADA", "name": "Ada"}, {"code": "BOB", "name": "Bo"}"#),
        withoutBo: widget(#"{"code": "ADA", "name": "Ada"}"#))

    private static func widget(_ speakers: String) -> String {
        #"{"speakers": [\#(speakers)], "talks": [{"code": "T1", "title": "T", "speakers": ["ADA"], "start": "2026-07-01T10:00:00Z", "end": "2026-07-01T11:00:00Z"}]}"#
    }

    private static let indico = Format(
        kind: .indico, zone: nil, ada: "1", bo: "2",
        withBoth: indicoExport(#"{"person_id": 1, "first_name": "Ada"}, {"person_id": 2, "first_name": "Bo"}"#),
        withoutBo: indicoExport(#"{"person_id": 1, "first_name": "Ada"}"#))

    private static func indicoExport(_ speakers: String) -> String {
        let time = #"{"date": "2024-01-15", "time": "09:00:00", "tz": "Europe/Zurich"}"#
        return
            #"{"results": [{"title": "M", "contributions": [{"db_id": 1, "title": "T", "startDate": \#(time), "endDate": \#(time), "speakers": [\#(speakers)]}]}]}"#
    }

    private static let scheduleXML = Format(
        kind: .scheduleXML, zone: nil, ada: "7", bo: "8",
        withBoth: xml(#"<person id="7"><name>Ada</name></person><person id="8"><name>Bo</name></person>"#),
        withoutBo: xml(#"<person id="7"><name>Ada</name></person>"#))

    private static func xml(_ persons: String) -> String {
        """
        <schedule><conference><acronym>t</acronym></conference><persons>\(persons)</persons>
        <day date="2026-01-31"><room name="R"><event id="1" guid="g1"><start>10:00</start><duration>00:30</duration>
        <title>T</title><persons><person id="7">Ada</person></persons></event></room></day></schedule>
        """
    }

    private static let scheduleJSON = Format(
        kind: .scheduleJSON, zone: nil, ada: "A", bo: "B",
        withBoth: frabJSON(
            #"{"code": "A", "public_name": "Ada", "biography": ""}"#, #"{"code": "B", "public_name": "Bo", "biography": ""}"#),
        withoutBo: frabJSON(#"{"code": "A", "public_name": "Ada", "biography": ""}"#))

    private static func frabJSON(_ persons: String...) -> String {
        let events = persons.enumerated().map { index, person in
            #"{"id": \#(index + 1), "guid": "g\#(index + 1)", "title": "T", "start": "10:00", "duration": "00:30", "persons": [\#(person)]}"#
        }
        return
            #"{"schedule": {"conference": {"acronym": "t", "days": [{"date": "2019-12-27", "rooms": {"R": [\#(events.joined(separator: ", "))]}}]}}}"#
    }

    @Test(
        "Given a first full sync listing Ada and Bo, when the file no longer lists Bo, then the second full sync replaces all people and so removes Bo",
        arguments: formats)
    func secondSyncRemovesWhoLeft(_ format: Format) throws {
        let first = try format.decode(format.withBoth)[Person.self]
        #expect(first.removeAllBeforeInsert)
        #expect(first.changed.map(\.id.rawValue) == [format.ada, format.bo])
        #expect(first.changed.map(\.name) == ["Ada", "Bo"])

        let second = try format.decode(format.withoutBo)[Person.self]
        #expect(second.removeAllBeforeInsert)
        #expect(second.changed.map(\.id.rawValue) == [format.ada])
        #expect(second.deleted.isEmpty)
        // What the sync does with the node (`EntityChanges.removeAllBeforeInsert`): everything
        // stored of the kind goes, then the people sent are inserted.
        var stored = EntityTable(first.changed)
        if second.removeAllBeforeInsert { stored.removeAll() }
        for person in second.changed { stored.upsert(person) }
        #expect(stored.ids == [Person.ID(format.ada)])
    }
}
