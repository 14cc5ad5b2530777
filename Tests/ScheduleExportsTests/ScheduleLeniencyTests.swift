import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Schedule export leniency and text")
struct ScheduleLeniencyTests {
    @Test("Given entity references splitting a text, when decoded, then the whole text is kept before trimming")
    func entitiesInText() throws {
        let xml = ScheduleXML.document(
            body: ScheduleXML.event("<title>  C &amp; C++ &#8212; &lt;b&gt;  </title><start>10:00</start>"))
        let event = try #require(try ScheduleFixtures.decode(xml)[Event.self].changed.first)
        #expect(event.title == "C & C++ — <b>")
    }

    @Test(
        "Given attributes holding escaped ampersands and brackets, and a title of text, entities and CDATA, when decoded, then each is read as written"
    )
    func escapesInAttributesAndText() throws {
        let xml = ScheduleXML.document(
            body: """
                <room name="Hall A &amp; B"><event id="7" guid="g&#38;1"><title>Q&amp;A <![CDATA[<live> & ]]>&#x2014; &lt;end&gt;</title>
                <start>10:00</start><links><link href="https://example.org/?a=1&amp;b=2&#38;c=&lt;3&gt;">Slides &amp; notes</link></links>
                </event></room>
                """)

        let event = try #require(try ScheduleFixtures.decode(xml)[Event.self].changed.first)

        #expect(event.roomID.rawValue == "Hall A & B")
        #expect(event.id.rawValue == "g&1")
        #expect(event.title == "Q&A <live> & — <end>")
        #expect(event.links == [EventLink(title: "Slides & notes", url: "https://example.org/?a=1&b=2&c=<3>")])
    }

    @Test("Given a document in ISO-8859-1 and one in UTF-16, when decoded, then their titles are read in their encodings")
    func otherEncodings() throws {
        let body = ScheduleXML.event("<title>Caf\u{E9} \u{FC}ber</title><start>10:00</start>")
        let latin1 = ScheduleXML.document(body: body).replacingOccurrences(of: "UTF-8", with: "ISO-8859-1")
        let utf16 = ScheduleXML.document(body: body).replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let decoder = ScheduleExportDecoder(now: ScheduleFixtures.now)

        for data in [try #require(latin1.data(using: .isoLatin1)), try #require(utf16.data(using: .utf16))] {
            let event = try #require(try ScheduleXMLDecoder(now: ScheduleFixtures.now).decode(data)[Event.self].changed.first)
            #expect(event.title == "Caf\u{E9} \u{FC}ber")
        }
        #expect(try decoder.decode(try #require(latin1.data(using: .isoLatin1)))[Event.self].changed.count == 1)
    }

    @Test("Given events directly under a day, unknown elements, any order and an empty track, when decoded, then all are read")
    func lenientStructure() throws {
        let xml = ScheduleXML.document(
            body: """
                <event id="1"><unknown><title>not this</title></unknown><duration>0:30</duration><start>10:00</start>
                <title>Direct</title><room>Foyer</room><track></track><persons><person>Ann</person></persons></event>
                <room name="Hall"><event id="1"><title>Same id</title><start>11:00</start></event></room>
                """)
        let response = try ScheduleFixtures.decode(xml)
        #expect(response[Event.self].changed.map(\.title) == ["Direct", "Same id"])
        #expect(
            response[Event.self].changed.map(\.id.rawValue) == [
                "test-1-2024-03-30T10:00:00.000Z", "test-1-2024-03-30T11:00:00.000Z",
            ])
        #expect(response[Event.self].changed.map(\.roomID.rawValue) == ["Foyer", "Hall"])
        #expect(response[Track.self].changed == [Track(id: "Other", name: "Other")])
        #expect(response[Event.self].changed.first?.hosts == ["Ann"])
    }

    @Test(
        "Given events whose abstracts repeat one another or spell é as one character and as two (the same text to Swift), when decoded, then each keeps the bytes it was written in"
    )
    func repeatedTextsKeepTheirBytes() throws {
        let spellings = ["Caf\u{E9} talk", "Cafe\u{301} talk", "Caf\u{E9} talk"]
        let xml = ScheduleXML.document(
            body: spellings.enumerated().map { index, text in
                ScheduleXML.event(
                    "<title>T\(index)</title><start>1\(index):00</start><abstract>\(text)</abstract><description>\(text)</description>"
                )
            }.joined())

        let events = try ScheduleFixtures.decode(xml)[Event.self].changed

        #expect(events.map { Array($0.abstract.utf8) } == spellings.map { Array($0.utf8) })
        #expect(events.map { Array($0.description.utf8) } == spellings.map { Array($0.utf8) })
    }

    @Test("Given a document without an acronym, when decoded, then the identifier is a slug of the title")
    func slugIdentifier() throws {
        let xml = ScheduleXML.document(
            conference: "<title>Über Con 2024!</title>", body: ScheduleXML.event("<title>T</title><start>10:00</start>"))
        #expect(try ScheduleFixtures.decode(xml).conventionIdentifier == "über-con-2024")
    }

    @Test("Given documents of each kind, when detected, then the kind comes from the content")
    func detection() throws {
        #expect(ScheduleSourceKind.detect(Data("\n  <schedule/>".utf8)) == .scheduleXML)
        #expect(ScheduleSourceKind.detect(Data("<html><body/></html>".utf8)) == nil)
        #expect(ScheduleSourceKind.detect(Data(#"{"version": "1", "schedule": {"conference": {}}}"#.utf8)) == .scheduleJSON)
        #expect(
            ScheduleSourceKind.detect(Data(#"{"Events": {"x": "ConventionIdentifier"}, "ConventionIdentifier": "EF27"}"#.utf8))
                == .eurofurenceAPI)
        #expect(ScheduleSourceKind.detect(Data(#"{"a": {"schedule": 1}}"#.utf8)) == nil)
        #expect(ScheduleSourceKind.detect(try ScheduleFixtures.data(ScheduleFixtures.congressJSON)) == .scheduleJSON)
        #expect(ScheduleSourceKind.detect(try ScheduleFixtures.data(ScheduleFixtures.debconf23)) == .scheduleXML)
    }
}
