import ConbookCore
import ConbookICalendar
import Foundation
import Testing

/// Each rule that makes the reader as tolerant as Python's `icalendar`, with the real case it
/// comes from (the files are in `Tests/Fixtures/real/`); the corpus test reads the whole files.
@Suite("iCalendar files as real producers write them")
struct ICalendarLeniencyTests {
    private let reader = ICalendarReader(defaultTimeZoneIdentifier: "Europe/Paris")

    private func occurrences(_ bytes: [UInt8]) throws -> ICalendarOccurrences {
        try reader.feed(in: bytes).occurrences()
    }

    private func occurrences(_ text: String) throws -> ICalendarOccurrences {
        try occurrences(Array(text.utf8))
    }

    private static let paris = TimeZone(identifier: "Europe/Paris")!

    /// The instant of a wall-clock time in Paris.
    private static func paris(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Instant {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = paris
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
        return Instant(millisecondsSinceEpoch: Int64(date.timeIntervalSince1970 * 1000))
    }

    @Test(
        "Given a conference tool's feed whose folded descriptions end their lines in CR CR LF and fold inside a UTF-8 sequence, with CHARSET and ENCODING=8BIT parameters (JRES 2022, conf-ng), when read, then every event is read with its whole description"
    )
    func carriageReturnsAndSplitCharacters() throws {
        var bytes = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:182\r\n".utf8)
        bytes += Array("SUMMARY;CHARSET=UTF-8;ENCODING=8BIT:Num\u{E9}rique\r\n".utf8)
        bytes += Array("DTSTART;TZID=Europe/Paris:20221117T140000\r\n".utf8)
        bytes += Array("DESCRIPTION;CHARSET=UTF-8;ENCODING=8BIT:Les interd\u{E9}pendances\u{2026} \r\r\n \\n\r\n Et d".utf8)
        bytes += [0xE2, 0x0D, 0x0A, 0x20, 0x80, 0x99]
        bytes += Array("ailleurs.\r\r\n \\n\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)

        let read = try occurrences(bytes)

        #expect(read.skipped == [])
        #expect(read.occurrences.map(\.event.summary) == ["Num\u{E9}rique"])
        #expect(read.occurrences.first?.event.description == "Les interd\u{E9}pendances\u{2026} \nEt d\u{2019}ailleurs.\n")
        #expect(read.occurrences.first?.start == .instant(Self.paris(2022, 11, 17, 14)))
    }

    @Test(
        "Given the same calendar with CRLF, bare LF, bare CR and mixed line ends, when read, then all read alike"
    )
    func lineEnds() throws {
        let lines = [
            "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:a", "SUMMARY:Opening", " Ceremony", "DTSTART:20260819T100000Z",
            "END:VEVENT", "END:VCALENDAR",
        ]
        var mixed = ""
        for (index, line) in lines.enumerated() { mixed += line + ["\r\n", "\n", "\r", "\r\r\n"][index % 4] }
        let expected = try occurrences(lines.joined(separator: "\r\n")).occurrences

        #expect(expected.map(\.event.summary) == ["OpeningCeremony"])
        for ending in ["\n", "\r", "\r\r\n"] {
            #expect(try occurrences(lines.joined(separator: ending)).occurrences == expected, "\(ending.debugDescription)")
        }
        #expect(try occurrences(mixed).occurrences == expected)
    }

    @Test(
        "Given white space around property names, parameters and values, lower-case names and no VERSION or PRODID (MOCA 2024, GKCC concerts), when read, then the event is read"
    )
    func whiteSpaceAndCase() throws {
        let read = try occurrences(
            [
                "begin:vcalendar", "BEGIN:VEVENT", "UID :46939", "summary:Keynote",
                "DTSTART ; TZID = Europe/Paris : 20240601T100000",
                "DTEND;TZID=\"Europe/Paris\": 20240601T110000 ", "LOCATION: XOR", "SEQUENCE: 0", "end:vevent", "END:VCALENDAR",
            ].joined(separator: "\r\n"))

        #expect(read.skipped == [])
        #expect(read.occurrences.map(\.event.uid) == ["46939"])
        #expect(read.occurrences.first?.start == .instant(Self.paris(2024, 6, 1, 10)))
        #expect(read.occurrences.first?.end == .instant(Self.paris(2024, 6, 1, 11)))
    }

    @Test(
        "Given a UTF-8 byte-order mark, a UTF-16 file with its mark (Windows Calendar), Latin-1 declared by CHARSET and Windows-1252 declared nowhere (Mozilla Calendar, CSV To iCal), when read, then each title reads as its writer meant"
    )
    func encodings() throws {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nSUMMARY:Fika p\u{E5} caf\u{E9}et\r\nDTSTART:20060405T120000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let withMark: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let latin1 = Array(
            text.replacingOccurrences(of: "SUMMARY:", with: "SUMMARY;CHARSET=ISO-8859-1:").unicodeScalars.map {
                UInt8($0.value)
            })
        let windows =
            Array("BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:1\nSUMMARY:Carolina".utf8) + [0x92]
            + Array("s game\nDTSTART:20060405T120000Z\nEND:VEVENT\nEND:VCALENDAR\n".utf8)

        for bytes in [withMark, utf16, latin1] {
            #expect(try occurrences(bytes).occurrences.map(\.event.summary) == ["Fika p\u{E5} caf\u{E9}et"])
        }
        #expect(try occurrences(windows).occurrences.map(\.event.summary) == ["Carolina\u{2019}s game"])
        #expect(ICalendarReader.startsCalendar(utf16) && ICalendarReader.startsCalendar(withMark))
    }

    @Test(
        "Given a calendar a page template wrapped in an HTML comment (Bristol Data Week 2025), when read, then the lines around it are left alone and its events read"
    )
    func htmlCommentAround() throws {
        let text =
            "<!--\nBEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:1\nSUMMARY:Talk\nDTSTART:20250519T090000Z\nEND:VEVENT\nEND:VCALENDAR\n-->\n"

        #expect(ICalendarReader.startsCalendar(Array(text.utf8)))
        #expect(try occurrences(text).occurrences.map(\.event.summary) == ["Talk"])
        #expect(!ICalendarReader.startsCalendar(Array("<!--\n<html>\nBEGIN:VCALENDAR\n".utf8)))
    }

    @Test(
        "Given vCalendar-style quoted-printable values whose soft line breaks continue on lines that are not folded (Drupal's iCal export), when read, then the text is decoded whole"
    )
    func quotedPrintable() throws {
        let read = try occurrences(
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:7", "SUMMARY;ENCODING=QUOTED-PRINTABLE:Story time for little =",
                "ones =E2=80=93 ages 2=3D5", "DTSTART:20090105T153000Z", "END:VEVENT", "END:VCALENDAR",
            ].joined(separator: "\r\n"))

        #expect(read.occurrences.map(\.event.summary) == ["Story time for little ones \u{2013} ages 2=5"])
        #expect(read.skipped == [])
    }

    @Test(
        "Given a line that is not a content line inside an event and a misspelt END at the very end, when read, then the event is read without that line, which is reported, and the calendar ends there"
    )
    func damagedLines() throws {
        let read = try occurrences(
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:1", "SUMMARY:Talk", "this line has no colon",
                "DTSTART:20260819T100000Z", "END:VEVENT", "END:VCALENDER",
            ].joined(separator: "\n"))

        #expect(read.occurrences.map(\.event.summary) == ["Talk"])
        #expect(read.skipped.map(\.property) == ["line"])
        #expect(read.skipped.map(\.error) == [.malformedLine(number: 5)])
    }

    @Test(
        "Given an IANA zone name whose VTIMEZONE in the file is wrong (pretalx cut Adelaide's +10:30 to +10:00 for PyCon AU 2023), when read, then the zone database wins; a zone only the file defines is read by its rules"
    )
    func zoneDatabaseWinsForItsNames() throws {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VTIMEZONE", "TZID:Australia/Adelaide", "BEGIN:DAYLIGHT", "DTSTART:20231001T020000",
            "TZOFFSETFROM:+0900", "TZOFFSETTO:+1000", "END:DAYLIGHT", "END:VTIMEZONE",
            "BEGIN:VTIMEZONE", "TZID:Con Time", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0300",
            "TZOFFSETTO:+0300", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:1", "DTSTART;TZID=Australia/Adelaide:20231118T090000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:2", "DTSTART;TZID=Con Time:20231118T090000", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\n")

        let starts = try occurrences(text).occurrences.map(\.start)

        // 09:00 in Adelaide in November is 22:30 UTC the day before (+10:30).
        #expect(starts.first == .instant(Instant(secondsSinceEpoch: 1_700_260_200)))
        #expect(starts.last == .instant(Instant(secondsSinceEpoch: 1_700_287_200)))
    }

    @Test(
        "Given one event with an unreadable DTSTART, one with an unreadable DURATION, RDATE and EXDATE, one without DTSTART, a change of RANGE=THISANDFUTURE and a yearly rule, when read, then the good ones are read, the events that cannot be placed are skipped and the others lose only the property, each reported with its line"
    )
    func damagedEvents() throws {
        let read = try occurrences(
            [
                "BEGIN:VCALENDAR",
                "BEGIN:VEVENT", "UID:good", "SUMMARY:Good", "DTSTART:20260819T100000Z", "END:VEVENT",
                "BEGIN:VEVENT", "UID:bad-start", "SUMMARY:Bad start", "DTSTART:2026-08-19 10:00", "END:VEVENT",
                "BEGIN:VEVENT", "UID:bad-parts", "SUMMARY:Bad parts", "DTSTART:20260819T120000Z", "DURATION:one hour",
                "RDATE:tomorrow", "RRULE:FREQ=DAILY;COUNT=2", "EXDATE:soon", "END:VEVENT",
                "BEGIN:VEVENT", "UID:no-start", "SUMMARY:No start", "END:VEVENT",
                "BEGIN:VEVENT", "UID:bad-parts", "RECURRENCE-ID;RANGE=THISANDFUTURE:20260820T120000Z",
                "DTSTART:20260820T130000Z", "END:VEVENT",
                "BEGIN:VEVENT", "UID:yearly", "SUMMARY:Yearly", "DTSTART:20260819T100000Z", "RRULE:FREQ=YEARLY", "END:VEVENT",
                "END:VCALENDAR",
            ].joined(separator: "\n"))

        #expect(read.occurrences.map(\.event.uid) == ["good", "bad-parts", "bad-parts"])
        #expect(read.occurrences.last?.start == .instant(Instant(secondsSinceEpoch: 1_787_227_200)))
        #expect(read.occurrences.allSatisfy { $0.end == nil || $0.event.uid == "good" })
        #expect(
            read.skipped.map { "\($0.event.uid ?? "") \($0.property ?? "whole") \($0.error)" } == [
                "bad-start whole line 10: the DTSTART value cannot be read",
                "bad-parts DURATION line 16: the DURATION value cannot be read",
                "bad-parts RDATE line 17: the RDATE value cannot be read",
                "bad-parts EXDATE line 19: the EXDATE value cannot be read",
                "no-start whole line 21: the event has no DTSTART",
                "bad-parts whole line 27: the recurrence of “bad-parts” is not expanded (RANGE=THISANDFUTURE)",
                "yearly whole line 34: the recurrence of “Yearly” is not expanded (FREQ=YEARLY)",
            ])
    }

    @Test(
        "Given a meetup's monthly series on the fourth Wednesday without an end and no other event (iCal Event Maker), when read, then it repeats for a year from its start, the start first"
    )
    func monthlySeries() throws {
        let read = try occurrences(
            [
                "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:doddd", "SUMMARY:Meetup", "DTSTART:20200317T170000Z",
                "RRULE:FREQ=MONTHLY;BYDAY=4WE", "END:VEVENT", "END:VCALENDAR",
            ].joined(separator: "\n"))

        let dates = read.occurrences.compactMap { $0.start.instant?.utcDate.description }
        #expect(dates.first == "2020-03-17")
        #expect(dates.dropFirst().first == "2020-03-25")
        #expect(dates.last == "2021-02-24")
        #expect(dates.count == 13)
    }
}
