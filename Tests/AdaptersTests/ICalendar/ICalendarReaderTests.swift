import ConbookCore
import ConbookICalendar
import ConbookTesting
import Foundation
import Testing

@Suite("iCalendar files: reading other apps' exports, refusing broken ones")
struct ICalendarReaderTests {
    let reader = ICalendarReader(defaultTimeZoneIdentifier: "Europe/Berlin")

    private func entries(_ lines: [String], ending: String = "\r\n") throws(ICalendarError) -> [CalendarFileEntry] {
        try reader.entries(in: Array(lines.joined(separator: ending).utf8))
    }

    @Test(
        "Given another app's file with LF line ends, folded lines, a TZID zone, a floating time, an all-day entry and an alarm, when read, then each event gives its UID, title and the instant it starts"
    )
    func otherApps() throws {
        let found = try entries(
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//App//EN",
                "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "END:VTIMEZONE",
                "BEGIN:VEVENT", "UID:1@other", "SUMMARY:Opening", "\tCeremony", "DTSTART;TZID=\"Europe/Berlin\":20260819T100000",
                "BEGIN:VALARM", "ACTION:DISPLAY", "SUMMARY:not this one", "END:VALARM", "END:VEVENT",
                "BEGIN:VEVENT", "uid:2@other", "summary:Dance\\, Party", "dtstart:20260819T210000", "END:VEVENT",
                "BEGIN:VEVENT", "UID:3@other", "SUMMARY:All day", "DTSTART;VALUE=DATE:20260820", "END:VEVENT",
                "BEGIN:VEVENT", "SUMMARY:No UID", "DTSTART;TZID=Nowhere/Special:20260819T120000", "END:VEVENT",
                "END:VCALENDAR", "",
            ], ending: "\n")

        let tenLocal = Instant(utc: CalendarDate(year: 2026, month: 8, day: 19)!, hour: 8)
        #expect(
            found == [
                CalendarFileEntry(uid: "1@other", summary: "OpeningCeremony", start: tenLocal),
                CalendarFileEntry(uid: "2@other", summary: "Dance, Party", start: tenLocal.advanced(by: .seconds(11 * 3600))),
                CalendarFileEntry(uid: "3@other", summary: "All day", start: nil),
                CalendarFileEntry(uid: nil, summary: "No UID", start: tenLocal.advanced(by: .seconds(2 * 3600))),
            ])
    }

    @Test(
        "Given texts escaped as RFC 5545 allows (`\\n` and `\\N` for a line break, `\\,`, `\\;`, `\\\\`), when read, then each reads back as written"
    )
    func escapedTexts() throws {
        let found = try entries([
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", #"UID:a\;b"#, #"SUMMARY:One\nTwo\NThree\, four\\five"#, "DTSTART:20260819T100000Z", "END:VEVENT",
            "END:VCALENDAR", "",
        ])
        #expect(found.map(\.uid) == ["a;b"])
        #expect(found.map(\.summary) == ["One\nTwo\nThree, four\\five"])
    }

    @Test("Given broken or hostile files, when read, then each is refused with what is wrong")
    func refused() throws {
        #expect(throws: ICalendarError.notACalendar) { try entries(["<html><body>Not found</body></html>"]) }
        #expect(throws: ICalendarError.notACalendar) { try entries(["BEGIN:VCARD", "END:VCARD"]) }
        #expect(throws: ICalendarError.notACalendar) { try entries([]) }
        #expect(throws: ICalendarError.truncated(inside: "VEVENT")) {
            try entries(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:1", "SUMMARY:Cut sh"])
        }
        #expect(throws: ICalendarError.notText) { try reader.entries(in: [0x42, 0x45, 0xFF, 0xFE, 0x00]) }
        let huge = [UInt8](repeating: 0x20, count: ICalendarReader.byteLimit + 1)
        #expect(throws: ICalendarError.tooLarge(bytes: huge.count, limit: ICalendarReader.byteLimit)) {
            try reader.entries(in: huge)
        }
        #expect(ICalendarError.truncated(inside: "VEVENT").description == "the file ends inside a VEVENT: it was cut short")
    }

    @Test("Given a malformed start, when read, then the entry has no start rather than a wrong one")
    func malformedStart() throws {
        let found = try entries([
            "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:x", "DTSTART:20261345T990000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:y", "DTSTART:2026", "END:VEVENT", "END:VCALENDAR",
        ])

        #expect(found.map(\.start) == [nil, nil])
    }

    @Test(
        "Given 2,000 damaged copies of a real export (bytes flipped, cut, duplicated, with a fixed seed), when read, then each is read or refused with an ICalendarError, never a crash, and never more entries than a few pieces could add"
    )
    func damagedFiles() throws {
        let original = Array(ICalendarWriter().text(of: ICalendarWriterTests.awkward).utf8)
        var generator = SeededGenerator(seed: 12)
        var refused = 0
        for _ in 0..<2000 {
            var bytes = original
            switch generator.next(below: 4) {
            case 0:
                for _ in 0..<(1 + generator.next(below: 8)) {
                    bytes[generator.next(below: bytes.count)] = UInt8(truncatingIfNeeded: generator.next())
                }
            case 1:
                bytes = Array(bytes.prefix(generator.next(below: bytes.count)))
            case 2:
                let start = generator.next(below: bytes.count)
                let piece = bytes[start..<min(bytes.count, start + generator.next(below: 200))]
                bytes.insert(contentsOf: piece, at: generator.next(below: bytes.count))
            default:
                let start = generator.next(below: bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + generator.next(below: 50)))
            }
            do {
                let entries = try reader.entries(in: bytes)
                #expect(entries.count <= 8)
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}
