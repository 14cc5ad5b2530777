import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("Schedule export safety")
struct ScheduleSecurityTests {
    private func decode(_ text: String) throws(ConventionAPIError) -> SyncResponse {
        try ScheduleFixtures.decode(text)
    }

    private func error(_ text: String) -> ConventionAPIError? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Given an external file entity, when decoded, then it is refused and the file is never read")
    func fileEntity() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("conbook-xxe-\(UUID().uuidString)")
        try Data("TOP-SECRET-MARKER".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE schedule [<!ENTITY x SYSTEM "\(secret.absoluteString)"><!ENTITY p SYSTEM "file:///etc/passwd">]>
            <schedule><conference><title>&x;&p;</title></conference></schedule>
            """
        let failure = try #require(error(xml))
        #expect(!failure.description.contains("TOP-SECRET-MARKER"))
        #expect(!failure.description.contains("root:"))
        guard case .malformed(let detail) = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
        #expect(detail.contains("&x;"))
    }

    @Test(
        "Given an entity declared beside an external DTD, or referenced in an attribute, when decoded, then the reference is refused naming it and nothing is read"
    )
    func entityReferencesBesideAnExternalDTDAndInAttributes() throws {
        let beside = """
            <?xml version="1.0"?>
            <!DOCTYPE schedule SYSTEM "http://10.255.255.1/schedule.dtd" [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <schedule><conference><title>&x;</title></conference></schedule>
            """
        let inAttribute = """
            <?xml version="1.0"?>
            <!DOCTYPE schedule [<!ENTITY x "inner">]>
            <schedule><day date="2024-03-30" index="&x;"></day></schedule>
            """
        for xml in [beside, inAttribute] {
            let failure = try #require(error(xml))
            #expect(!failure.description.contains("root:"))
            guard case .malformed(let detail) = failure else {
                Issue.record("expected .malformed, got \(failure)")
                continue
            }
            #expect(detail.contains("&x;"), "\(detail)")
            #expect(detail.hasPrefix("line "), "\(detail)")
        }
    }

    @Test("Given a declared entity no text refers to, when decoded, then the document is read")
    func unusedEntityDeclaration() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE schedule [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <schedule><conference><acronym>t</acronym></conference><day date="2024-03-30" index="1">
            <room name="Hall"><event id="1"><title>Kept</title><start>10:00</start></event></room></day></schedule>
            """
        #expect(try decode(xml)[Event.self].changed.map(\.title) == ["Kept"])
    }

    @Test("Given an external http entity, when decoded, then it is refused at once without fetching")
    func httpEntity() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE schedule [<!ENTITY x SYSTEM "http://10.255.255.1/evil.xml">]>
            <schedule><conference><title>&x;</title></conference></schedule>
            """
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try #require(error(xml))
        #expect(clock.now - started < .seconds(10), "refused without expanding or fetching anything")
        guard case .malformed = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
    }

    @Test("Given billion laughs, when decoded, then it is refused without expanding")
    func billionLaughs() throws {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            let previous = "&lol\(level - 1);"
            entities += "<!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">"
        }
        let xml =
            "<?xml version=\"1.0\"?><!DOCTYPE schedule [\(entities)]><schedule><conference><title>&lol9;</title></conference></schedule>"
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try #require(error(xml))
        #expect(clock.now - started < .seconds(10), "refused without expanding or fetching anything")
        guard case .malformed = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
    }

    @Test("Given a document cut off mid-event, when decoded, then it is reported as truncated with a position")
    func truncated() throws {
        let full = ScheduleXML.document(body: ScheduleXML.event("<title>T</title><start>10:00</start>"))
        let cut = String(full.prefix(full.count - 40))
        let failure = try #require(error(cut))
        guard case .truncated(let detail) = failure else {
            Issue.record("expected .truncated, got \(failure) for \(cut)")
            return
        }
        #expect(detail.hasPrefix("line "))
        #expect(detail.contains("column"))
    }

    @Test("Given a wrong root element, when decoded, then the error names it")
    func wrongRoot() {
        #expect(throws: ConventionAPIError.malformed("the root element is <html>, not <schedule>")) {
            try decode("<html><body>no</body></html>")
        }
    }

    @Test("Given invalid UTF-8, when decoded, then it is malformed with a position")
    func invalidUTF8() throws {
        var data = Data(ScheduleXML.document(body: ScheduleXML.event("<title>X</title><start>10:00</start>")).utf8)
        let index = try #require(data.firstIndex(of: UInt8(ascii: "X")))
        data[index] = 0xC3
        data.insert(0x28, at: index + 1)
        #expect {
            try ScheduleExportDecoder(now: ScheduleFixtures.now).decode(data)
        } throws: { error in
            guard case .malformed(let detail) = error as? ConventionAPIError else { return false }
            return detail.hasPrefix("line 3, column")
        }
    }

    @Test("Given a 100 MB document, when decoded, then it is refused by the size limit before parsing")
    func tooLarge() {
        var data = Data("<schedule>".utf8)
        data.append(Data(count: 100_000_000))
        let clock = ContinuousClock()
        let started = clock.now
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 64 * 1024 * 1024)) {
            try ScheduleExportDecoder(now: ScheduleFixtures.now).decode(data)
        }
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 64 * 1024 * 1024)) {
            try ScheduleXMLDecoder(now: ScheduleFixtures.now).decode(data)
        }
        #expect(clock.now - started < .seconds(10), "refused without expanding or fetching anything")
    }

    @Test("Given elements nested 10,000 deep, when decoded, then the depth limit refuses it")
    func depthBomb() throws {
        let xml =
            "<schedule>" + String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</schedule>"
        let failure = try #require(error(xml))
        guard case .malformed(let detail) = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
        #expect(detail.contains("deeper than 64 levels"))
    }

    @Test(
        "Given elements nested to the depth limit's edge, when decoded, then the deepest at depth 63 (64 levels) is read and one level more is refused",
        arguments: [(60, true), (61, false)])
    func depthLimitEdge(extraLevels: Int, isRead: Bool) throws {
        // schedule 0, day 1, room 2, event 3: the extra elements start at depth 4.
        let nested = String(repeating: "<x>", count: extraLevels) + String(repeating: "</x>", count: extraLevels)
        let xml = ScheduleXML.document(body: ScheduleXML.event("<title>Deep</title><start>10:00</start>" + nested))
        if isRead {
            #expect(try decode(xml)[Event.self].changed.map(\.title) == ["Deep"])
        } else {
            let failure = try #require(error(xml))
            guard case .malformed(let detail) = failure else {
                Issue.record("expected .malformed, got \(failure)")
                return
            }
            #expect(detail.contains("deeper than 64 levels"))
        }
    }

    @Test("Given an empty document or garbage, when decoded, then it is malformed")
    func garbage() {
        #expect(throws: ConventionAPIError.self) { try decode("") }
        #expect(throws: ConventionAPIError.self) { try decode("not a schedule") }
        #expect(throws: ConventionAPIError.self) { try decode(#"{"schedule": 3}"#) }
    }
}
