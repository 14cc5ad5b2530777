import ConbookCore
import ConbookICalendar
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("iCalendar files: writing")
struct ICalendarWriterTests {
    static let convention: ConventionIdentifier = "TESTCON26"
    static let exportedAt = Instant(secondsEpoch: 1_787_000_000)

    static func entry(
        _ id: String, start: Int64, minutes: Int64, summary: String, _ change: (inout CalendarEntry) -> Void = { _ in }
    ) -> CalendarEntry {
        var entry = CalendarEntry(
            uid: CalendarEntry.uid(of: Event.ID(id), in: convention), eventID: Event.ID(id),
            start: Instant(secondsEpoch: start), end: Instant(secondsEpoch: start + minutes * 60), summary: summary,
            location: "Main Stage")
        change(&entry)
        return entry
    }

    /// Entries with every awkward thing a convention's data has: separators and backslashes,
    /// newlines, long and non-ASCII text, no length, a cancelled one, a URL with a space.
    static let awkward = CalendarExport(
        conventionName: "Test Con, 2026; the \"best\"", conventionIdentifier: convention, timeZoneIdentifier: "Europe/Berlin",
        exportedAt: exportedAt, lastModified: Instant(secondsEpoch: 1_786_000_000),
        entries: [
            entry("a", start: 1_787_130_000, minutes: 60, summary: "Art, Craft; and \\ backslashes") {
                $0.description = "Line one\nLine two\r\n\nAfter a blank line.\u{7}"
                $0.categories = ["Art, Craft", "Stage"]
                $0.url = "https://example.org/events/a?x=1&y=2"
            },
            entry("b", start: 1_787_140_000, minutes: 90, summary: String(repeating: "Ünïcödé 🦊 ", count: 20)) {
                $0.description = String(repeating: "Long text that must be folded at seventy-five octets. ", count: 10)
                $0.url = "https://example.org/with space"
            },
            entry("c", start: 1_787_150_000, minutes: 0, summary: "A moment") { $0.hosts = ["Dr. Åsa", "Mr. Fox"] },
            entry("d", start: 1_787_160_000, minutes: 30, summary: "Gone") { $0.isCancelled = true },
        ])

    @Test(
        "Given awkward entries, when written, then every line ends in CRLF and is at most 75 octets, and continuations start with a space"
    )
    func lines() {
        let text = ICalendarWriter().text(of: Self.awkward)

        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\r") })
        #expect(lines.contains { $0.hasPrefix(" ") })
        #expect(lines.first == "BEGIN:VCALENDAR")
        #expect(lines.contains("UID:a@TESTCON26.conbook"))
        #expect(lines.contains("DTSTART:20260819T090000Z"))
        #expect(lines.contains("DTEND:20260819T100000Z"))
        #expect(lines.contains("SUMMARY:Art\\, Craft\\; and \\\\ backslashes"))
        #expect(lines.contains("CATEGORIES:Art\\, Craft,Stage"))
    }

    @Test(
        "Given awkward entries, when Python's icalendar reads the file, then it finds every entry with the same UID, times, text, categories and status"
    )
    func independentParser() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "export.ics")
            try ICalendarWriter().text(of: Self.awkward).write(to: file, atomically: false, encoding: .utf8)

            let calendar = try ICalendarPeer.read(file)

            #expect(calendar.version == "2.0")
            #expect(calendar.prodid == ICalendarWriter.productIdentifier)
            // icalendar leaves non-standard (X-) properties as written: RFC 5545 makes them TEXT, escaped.
            #expect(calendar.name == #"Test Con\, 2026\; the "best""#)
            #expect(calendar.events.count == 4)
            for (event, entry) in zip(calendar.events, Self.awkward.entries) {
                #expect(event.uid == entry.uid)
                #expect(event.summary == entry.summary)
                #expect(event.location == entry.location)
                #expect(event.start * 1000 == entry.start.millisecondsSinceEpoch)
                #expect(event.stamp * 1000 == Self.exportedAt.millisecondsSinceEpoch)
                #expect(event.categories == entry.categories)
                #expect(event.status == (entry.isCancelled ? "CANCELLED" : "CONFIRMED"))
            }
            #expect(calendar.events.map(\.end) == [1_787_133_600, 1_787_145_400, nil, 1_787_161_800])
            #expect(calendar.events[0].description == "Line one\nLine two\n\nAfter a blank line.")
            #expect(calendar.events[1].description == Self.awkward.entries[1].description)
            #expect(calendar.events[2].description == "Hosted by Dr. Åsa, Mr. Fox.")
            #expect(calendar.events.map(\.url) == ["https://example.org/events/a?x=1&y=2", nil, nil, nil])
        }
    }

    @Test("Given a file it wrote, when read back, then every entry's UID, title and start come back")
    func roundTrip() throws {
        let text = ICalendarWriter().text(of: Self.awkward)

        let entries = try ICalendarReader(defaultTimeZoneIdentifier: "Europe/Berlin").entries(in: Array(text.utf8))

        #expect(entries == Self.awkward.entries.map { CalendarFileEntry(uid: $0.uid, summary: $0.summary, start: $0.start) })
    }
}

extension Instant {
    init(secondsEpoch: Int64) { self.init(secondsSinceEpoch: secondsEpoch) }
}

@Suite("iCalendar files: a calendar app imports them")
struct ICalendarKhalTests {
    @Test("Given awkward entries, when khal (Debian) imports the file, then it lists each timed event at its local time")
    func khalImports() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "export.ics")
            try ICalendarWriter().text(of: ICalendarWriterTests.awkward).write(to: file, atomically: false, encoding: .utf8)

            let listed = try KhalPeer.importAndList(file, from: "2026-08-19", days: 2, timeZone: "Europe/Berlin", in: directory)

            #expect(listed.contains("2026-08-19 11:00-12:00 Art, Craft; and \\ backslashes"))
            #expect(listed.contains { $0.hasPrefix("2026-08-19 13:46-15:16 Ünïcödé 🦊") })
            #expect(listed.contains { $0.hasSuffix("Gone") })
        }
    }
}
