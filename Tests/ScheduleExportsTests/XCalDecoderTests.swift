import ConbookCore
import ConbookScheduleExports
import Foundation
import Testing

@Suite("xCal reader")
struct XCalDecoderTests {
    private static let newYork = "America/New_York"

    private func decode(_ xml: String, zone: String? = newYork) throws(ConventionAPIError) -> SyncResponse {
        try XCalDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: zone)).decode(Data(xml.utf8))
    }

    private func refusal(_ xml: String, zone: String? = newYork) -> ConventionAPIError? {
        do {
            _ = try decode(xml, zone: zone)
            return nil
        } catch {
            return error
        }
    }

    /// A Pentabarf-style document around some `<vevent>` content.
    private func document(_ events: String, calendar: String = "") -> String {
        """
        <?xml version='1.0' encoding='utf-8' ?>
        <iCalendar xmlns:pentabarf='http://pentabarf.org'>
          <vcalendar>
            <version>2.0</version>\(calendar)
            \(events)
          </vcalendar>
        </iCalendar>
        """
    }

    private func event(_ content: String) -> String {
        "<vevent>\(content)</vevent>"
    }

    @Test("Given GOOD 2025's xCal and its zone, when decoded, then it has 72 events on 4 days in 5 rooms")
    func goodCounts() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodXCal, fallbackTimeZone: Self.newYork)
        #expect(response[Event.self].changed.count == 72)
        #expect(Set(response[Event.self].changed.map(\.id)).count == 72)
        #expect(response[Day.self].changed.map(\.date.description) == ["2025-03-17", "2025-03-18", "2025-03-19", "2025-03-20"])
        #expect(
            response[Room.self].changed.map(\.name) == [
                "Tsai Auditorium (CGIS S010)", "Belfer Case Study Room (CGIS S020)", "Kang Conference Room (CGIS S050)",
                "Lee Conference Room (CGIS S030)", "CGIS Concourse",
            ])
        #expect(response[Track.self].changed.count == 8)
        #expect(response.conventionIdentifier == "schedule")
        #expect(response.details == ConventionDetails(title: "Schedule", timeZoneIdentifier: Self.newYork))
        #expect(response[Event.self].changed.allSatisfy { $0.language == "en" && !$0.tags.contains("cancelled") })
    }

    @Test("Given GOOD 2025's xCal, when decoded, then dtstart and dtend are trusted over pretalx's broken duration")
    func goodSample() throws {
        let response = try ScheduleFixtures.response(ScheduleFixtures.goodXCal, fallbackTimeZone: Self.newYork)
        let tutorial = try #require(response.event("TJNP7W@@cfp.openondemand.org"))
        #expect(tutorial.title == "Integrating XDMoD with OnDemand")
        #expect(tutorial.start == ScheduleFixtures.instant("2025-03-18T08:30:00-04:00"))
        #expect(tutorial.end == ScheduleFixtures.instant("2025-03-18T10:00:00-04:00"), "1.03000 in <duration> is 1 h 30 min")
        #expect(tutorial.roomID == "Tsai Auditorium (CGIS S010)")
        #expect(tutorial.trackID == "Tutorial")
        #expect(tutorial.hosts == ["Dori Sajdak [University at Buffalo]"])
        #expect(tutorial.links == [EventLink(title: "Event page", url: "https://cfp.openondemand.org//2025/talk/TJNP7W/")])
        #expect(tutorial.slug == "-TJNP7W")
        #expect(tutorial.dayID == "2025-03-18")
        #expect(tutorial.description.hasPrefix("Building off of the highly successful HPC Toolset Tutorial"))

        let jam = try #require(response.event("CFEMBK@@cfp.openondemand.org"))
        #expect(jam.start == ScheduleFixtures.instant("2025-03-17T17:00:00Z"))
        #expect(jam.end == ScheduleFixtures.instant("2025-03-17T21:00:00Z"))
        #expect(jam.hosts == ["Emily Moffat Sadeghi [Ohio Supercomputer Center]", "Travis Ravert [Ohio Supercomputer Center]"])
        #expect(jam.description.contains("Witness OOD's functionality"), "character references decoded")
    }

    @Test("Given GOOD 2025's xCal and no zone, when decoded, then it is refused with a message asking for --time-zone")
    func goodWithoutZone() throws {
        let failure = try #require(
            throws: ConventionAPIError.self,
            performing: {
                try XCalDecoder(ScheduleReading(now: ScheduleFixtures.now)).decode(
                    ScheduleFixtures.data(ScheduleFixtures.goodXCal))
            })
        guard case .malformed(let detail) = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
        #expect(detail.hasPrefix("xCal: "))
        #expect(detail.contains("--time-zone"))
    }

    @Test("Given GOOD 2025's xCal and widget, when both are decoded, then they give the same 72 talks by title, start and room")
    func sameTalksAsWidget() throws {
        struct Talk: Hashable {
            var title: String
            var start: Instant
            var room: Room.ID
        }
        let xCal = try ScheduleFixtures.response(ScheduleFixtures.goodXCal, fallbackTimeZone: Self.newYork)
        let widget = try ScheduleFixtures.response(ScheduleFixtures.goodWidget)
        let xCalTalks = xCal[Event.self].changed.map { Talk(title: $0.title, start: $0.start, room: $0.roomID) }
        let widgetTalks = widget[Event.self].changed.filter { !$0.tags.contains("break") }
            .map { Talk(title: $0.title, start: $0.start, room: $0.roomID) }
        #expect(xCalTalks.count == 72)
        #expect(widgetTalks.count == 72)
        #expect(Set(xCalTalks) == Set(widgetTalks))
        #expect(Set(xCalTalks).count == 72)
    }

    @Test(
        "Given RFC 6321's shape with x-wr-timezone, tzid, UTC, cn, categories and an ISO duration, when decoded, then each is read"
    )
    func rfc6321Shape() throws {
        let xml = """
            <icalendar xmlns="urn:ietf:params:xml:ns:icalendar-2.0">
              <vcalendar>
                <properties>
                  <x-wr-calname><text>Test Con 2026</text></x-wr-calname>
                  <x-wr-timezone><text>Europe/Vienna</text></x-wr-timezone>
                </properties>
                <components>
                  <vtimezone><properties><tzid><text>Europe/Vienna</text></tzid></properties></vtimezone>
                  <vevent>
                    <properties>
                      <uid><text>a@test</text></uid>
                      <summary><text>Floating</text></summary>
                      <dtstart><date-time>2026-07-01T10:00:00</date-time></dtstart>
                      <duration><duration>PT1H30M</duration></duration>
                      <categories><text>Science</text><text>Space</text></categories>
                      <attendee><parameters><cn><text>Ada Lovelace</text></cn></parameters>
                        <cal-address>mailto:ada@example.org</cal-address></attendee>
                      <attendee><cal-address>mailto:bob@example.org</cal-address></attendee>
                      <status><text>CANCELLED</text></status>
                    </properties>
                    <components><valarm><properties><summary><text>Not a title</text></summary></properties></valarm></components>
                  </vevent>
                  <vevent>
                    <properties>
                      <uid><text>b@test</text></uid>
                      <summary><text>In Tokyo</text></summary>
                      <dtstart><parameters><tzid><text>Asia/Tokyo</text></tzid></parameters>
                        <date-time>2026-07-01T18:00:00</date-time></dtstart>
                      <dtend><date-time>2026-07-01T10:30:00Z</date-time></dtend>
                    </properties>
                  </vevent>
                </components>
              </vcalendar>
            </icalendar>
            """
        let response = try decode(xml, zone: nil)
        #expect(response.conventionIdentifier == "test-con-2026")
        #expect(response.details == ConventionDetails(title: "Test Con 2026", timeZoneIdentifier: "Europe/Vienna"))
        let floating = try #require(response.event("a@test"))
        #expect(floating.title == "Floating")
        #expect(floating.start == ScheduleFixtures.instant("2026-07-01T10:00:00+02:00"))
        #expect(floating.end == ScheduleFixtures.instant("2026-07-01T11:30:00+02:00"))
        #expect(floating.trackID == "Science")
        #expect(floating.hosts == ["Ada Lovelace", "bob@example.org"])
        #expect(floating.tags == ["cancelled"])
        let tokyo = try #require(response.event("b@test"))
        #expect(tokyo.start == ScheduleFixtures.instant("2026-07-01T09:00:00Z"))
        #expect(tokyo.end == ScheduleFixtures.instant("2026-07-01T10:30:00Z"))
    }

    @Test("Given a document cut off mid-event, when decoded, then it is truncated, naming xCal and the line")
    func truncated() throws {
        let full = try String(decoding: ScheduleFixtures.data(ScheduleFixtures.goodXCal), as: UTF8.self)
        let cut = String(full.prefix(5_000))
        let failure = try #require(refusal(cut))
        guard case .truncated(let detail) = failure else {
            Issue.record("expected .truncated, got \(failure)")
            return
        }
        #expect(detail.hasPrefix("xCal, line "))
    }

    @Test("Given billion laughs, when decoded, then it is refused at once, naming the entity")
    func billionLaughs() throws {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">"
        }
        let xml =
            "<?xml version=\"1.0\"?><!DOCTYPE iCalendar [\(entities)]>"
            + "<iCalendar><vcalendar><vevent><summary>&lol9;</summary><dtstart>20250317T130000</dtstart></vevent></vcalendar></iCalendar>"
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try #require(refusal(xml))
        #expect(clock.now - started < .seconds(10))
        guard case .malformed(let detail) = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
        #expect(detail.hasPrefix("xCal, line 1"))
        #expect(detail.contains("entity"))
    }

    @Test("Given an external file entity, when decoded, then it is refused and the file is never read")
    func externalEntity() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE iCalendar [<!ENTITY p SYSTEM "file:///etc/passwd">]>
            <iCalendar><vcalendar><vevent><summary>&p;</summary><dtstart>20250317T130000</dtstart></vevent></vcalendar></iCalendar>
            """
        let failure = try #require(refusal(xml))
        #expect(!failure.description.contains("root:"))
        #expect(failure.description.contains("xCal, line 3"))
    }

    @Test(
        "Given hostile or broken xCal, when decoded, then each is refused whole naming xCal and the place",
        arguments: [
            ("<schedule/>", "xCal, the root element is <schedule>, not <iCalendar>"),
            ("<iCalendar><foo/></iCalendar>", "xCal, the document has no <vcalendar>"),
            ("<iCalendar><vcalendar><vevent><dtstart>1</vevent></vcalendar></iCalendar>", "xCal, line 1, column "),
            (
                "<iCalendar><vcalendar><x-wr-timezone>Mars/Olympus</x-wr-timezone></vcalendar></iCalendar>",
                "xCal: unknown time zone “Mars/Olympus”"
            ),
        ])
    func refused(xml: String, message: String) throws {
        let failure = try #require(refusal(xml))
        #expect(failure.malformedDetail?.hasPrefix(message) == true, "\(failure)")
    }

    @Test(
        "Given an xCal event without a readable start, end or duration, or ending before it starts, when decoded, then it is skipped naming its line and why",
        arguments: [
            (
                "<iCalendar>\n<vcalendar>\n<vevent>\n<summary>No start</summary>\n</vevent></vcalendar></iCalendar>",
                "event line 3: “No start” has no dtstart"
            ),
            (
                "<iCalendar><vcalendar><vevent><summary>X</summary><dtstart>20251345T250000</dtstart></vevent></vcalendar></iCalendar>",
                "event line 1: the dtstart “20251345T250000” of “X” is not a date-time"
            ),
            (
                "<iCalendar><vcalendar><vevent><summary>X</summary><dtstart>20250317T130000</dtstart><dtend>soon</dtend></vevent></vcalendar></iCalendar>",
                "event line 1: the dtend “soon” of “X” is not a date-time"
            ),
            (
                "<iCalendar><vcalendar><vevent><summary>X</summary><dtstart>20250317T130000</dtstart><duration>1.03000</duration></vevent></vcalendar></iCalendar>",
                "event line 1: “X” has no dtend and its duration “1.03000” is not ISO 8601 (PT1H30M)"
            ),
            (
                "<iCalendar><vcalendar><vevent><summary>X</summary><dtstart>20250317T130000</dtstart><dtend>20250317T120000</dtend></vevent></vcalendar></iCalendar>",
                "event line 1: it ends before it starts"
            ),
        ])
    func skipped(xml: String, line: String) throws {
        let response = try XCalDecoder(ScheduleReading(now: ScheduleFixtures.now, fallbackTimeZoneIdentifier: "UTC")).decode(
            Data(xml.utf8))
        #expect(response.skippedLines == [line])
        #expect(response[Event.self].changed.isEmpty)
    }

    @Test("Given elements nested 10,000 deep or a document over the size limit, when decoded, then the limits refuse them")
    func limits() throws {
        let deep =
            "<iCalendar><vcalendar>" + String(repeating: "<x>", count: 10_000) + String(repeating: "</x>", count: 10_000)
            + "</vcalendar></iCalendar>"
        let deepFailure = try #require(refusal(deep))
        #expect(deepFailure.description.contains("xCal, line 1"))
        let small = XCalDecoder(ScheduleReading(now: ScheduleFixtures.now, maximumDocumentBytes: 1_000))
        #expect(throws: ConventionAPIError.tooLarge(limitInBytes: 1_000)) {
            try small.decode(ScheduleFixtures.data(ScheduleFixtures.goodXCal))
        }
    }

    @Test("Given an empty calendar, when decoded, then it is an empty schedule, not an error")
    func emptyCalendar() throws {
        let response = try decode(document(""))
        #expect(response[Event.self].changed.isEmpty)
        #expect(response[Day.self].changed.isEmpty)
    }

    @Test("Given an event after midnight, when decoded, then it stays on its evening's day by the night rule")
    func afterMidnight() throws {
        let xml = document(
            event("<uid>a</uid><summary>Evening</summary><dtstart>20250318T200000</dtstart><dtend>20250318T220000</dtend>")
                + event("<uid>b</uid><summary>Late</summary><dtstart>20250319T003000</dtstart><dtend>20250319T013000</dtend>"))
        let response = try decode(xml)
        #expect(response.event("b")?.dayID == "2025-03-18")
        #expect(response[Day.self].changed.count == 1)
    }
}
