import ConbookCore
import ConbookICalendar
import ConbookScheduleExports
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("iCalendar feeds: every time exactly, checked against Python's icalendar")
struct ICalendarFeedTests {
    static let schedules = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ICalendar
        .deletingLastPathComponent()  // AdaptersTests
        .deletingLastPathComponent()  // Tests
        .appending(path: "Fixtures/schedules")

    /// A calendar with a made-up zone: +02:30, and +03:30 from the second Sunday of March at
    /// 02:00 to the first Sunday of October at 03:00; events on both sides of both changes.
    static let madeUpZone = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Conbook//Tests//EN",
        "BEGIN:VTIMEZONE", "TZID:Conbook/Testland",
        "BEGIN:STANDARD", "DTSTART:20001029T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
        "TZOFFSETFROM:+0330", "TZOFFSETTO:+0230", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20000326T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
        "TZOFFSETFROM:+0230", "TZOFFSETTO:+0330", "END:DAYLIGHT", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Conbook/Testland:20260307T100000",
        "DTEND;TZID=Conbook/Testland:20260307T110000", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Conbook/Testland:20260309T100000",
        "DURATION:PT1H30M", "END:VEVENT",
        "BEGIN:VEVENT", "UID:c", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Conbook/Testland:20261004T023000",
        "DTEND;TZID=Conbook/Testland:20261004T040000", "END:VEVENT",
        "BEGIN:VEVENT", "UID:d", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Conbook/Testland:20261003T235900",
        "DURATION:P1D", "END:VEVENT",
        "BEGIN:VEVENT", "UID:e", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Conbook/Testland:20191231T120000",
        "DTEND:20191231T120000Z", "END:VEVENT",
        "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    /// Our starts and ends by UID, in seconds, from the reader.
    private func ours(_ bytes: [UInt8]) throws -> [String: [Int64?]] {
        let occurrences = try ICalendarReader(defaultTimeZoneIdentifier: nil).feed(in: bytes).occurrences().occurrences
        var times: [String: [Int64?]] = [:]
        for occurrence in occurrences {
            times[occurrence.event.uid ?? ""] = [
                occurrence.start.instant.map { $0.millisecondsSinceEpoch / 1000 },
                occurrence.end?.instant.map { $0.millisecondsSinceEpoch / 1000 },
            ]
        }
        return times
    }

    private func peers(_ file: URL) throws -> [String: [Int64?]] {
        var times: [String: [Int64?]] = [:]
        for event in try ICalendarPeer.read(file).events { times[event.uid ?? ""] = [event.start, event.end] }
        return times
    }

    @Test(
        "Given the real feeds of GOOD 2025 (pretalx, a VTIMEZONE) and linux.conf.au 2020 (a TZID without VTIMEZONE), when read, then every event's start and end instant is the one Python's icalendar reads"
    )
    func realFeedsAgreeWithPeer() throws {
        for (name, count) in [("ics-pretalx-good2025.ics", 72), ("ics-symposion-lca2020.ics", 262)] {
            let file = Self.schedules.appending(path: name)
            let mine = try ours(Array(try Data(contentsOf: file)))
            let theirs = try peers(file)
            #expect(mine.count == count, "\(name)")
            #expect(mine == theirs, "\(name)")
            #expect(mine.values.allSatisfy { $0[0] != nil && $0[1] != nil }, "\(name)")
        }
    }

    @Test(
        "Given the real feeds, when decoded as schedules, then every event starts and ends at the instants Python's icalendar reads"
    )
    func decodedSchedulesAgreeWithPeer() throws {
        for name in ["ics-pretalx-good2025.ics", "ics-symposion-lca2020.ics"] {
            let file = Self.schedules.appending(path: name)
            let response = try ScheduleExportDecoder(now: Instant(secondsSinceEpoch: 0)).decode(try Data(contentsOf: file))
            let theirs = try peers(file)
            let decoded = response[Event.self].changed.map { event -> (String, [Int64?]) in
                (event.id.rawValue, [event.start.millisecondsSinceEpoch / 1000, event.end.millisecondsSinceEpoch / 1000])
            }
            #expect(Dictionary(uniqueKeysWithValues: decoded) == theirs, "\(name)")
        }
    }

    @Test(
        "Given a made-up zone defined only by the file's VTIMEZONE, when read, then each time on either side of its changes (one in its overlap, a nominal day across it) is the instant Python's icalendar reads"
    )
    func madeUpZoneAgreesWithPeer() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "zone.ics")
            try Self.madeUpZone.write(to: file, atomically: false, encoding: .utf8)
            let mine = try ours(Array(Self.madeUpZone.utf8))
            #expect(mine == (try peers(file)))
            #expect(mine["a"]?[0] == 1_772_868_600)  // 2026-03-07 10:00 +02:30
            #expect(mine["b"]?[0] == 1_773_037_800)  // 2026-03-09 10:00 +03:30
        }
    }

    @Test(
        "Given a favourites file whose summary is folded inside a character, with lone CR line ends and a VTIMEZONE, when imported, then the title is whole and the start follows the file's zone"
    )
    func favouritesShareTheReader() throws {
        var bytes = Array("BEGIN:VCALENDAR\rVERSION:2.0\r".utf8)
        bytes += Array(
            [
                "BEGIN:VTIMEZONE", "TZID:Conbook/Testland", "BEGIN:STANDARD", "DTSTART:20001029T030000",
                "TZOFFSETFROM:+0330", "TZOFFSETTO:+0230", "END:STANDARD", "END:VTIMEZONE",
                "BEGIN:VEVENT", "UID:fav", "DTSTART;TZID=Conbook/Testland:20260819T100000", "SUMMARY:Gr",
            ].joined(separator: "\r").utf8)
        bytes += [0xC3, 0x0D, 0x20, 0xBC, 0xC3, 0x9F, 0x65]  // "Grüße": ü folded between its bytes
        bytes += Array("\rEND:VEVENT\rEND:VCALENDAR\r".utf8)
        let entries = try ICalendarReader(defaultTimeZoneIdentifier: "Europe/Berlin").entries(in: bytes)
        #expect(entries == [CalendarFileEntry(uid: "fav", summary: "Grüße", start: Instant(secondsSinceEpoch: 1_787_124_600))])
    }

    @Test(
        "Given a favourites file with a recurring event whose rule a feed's reading skips, when imported, then it is one entry at its first start (the import reads no recurrence)"
    )
    func favouritesIgnoreRecurrence() throws {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:r", "SUMMARY:Monthly", "DTSTART:20260819T100000Z",
            "RRULE:FREQ=MONTHLY;BYSETPOS=-1", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\n")
        let entries = try ICalendarReader(defaultTimeZoneIdentifier: "Europe/Berlin").entries(in: text)
        #expect(entries.map(\.start) == [Instant(secondsSinceEpoch: 1_787_133_600)])
        let feed = try ICalendarReader(defaultTimeZoneIdentifier: nil).feed(in: Array(text.utf8)).occurrences()
        #expect(feed.occurrences.isEmpty)
        #expect(feed.skipped.map(\.error) == [.unsupportedRecurrence(number: 6, event: "Monthly", reason: "BYSETPOS")])
    }

    @Test(
        "Given hostile files (not text, a line over 1 MiB, BEGINs nested without end), when read, then each is refused with its specific error; an event in a zone whose VTIMEZONE cannot be read is skipped with its error"
    )
    func hostile() throws {
        let reader = ICalendarReader(defaultTimeZoneIdentifier: nil)
        #expect(throws: ICalendarError.notText) {
            try reader.feed(in: Array("BEGIN:VCALENDAR\r\nX:a".utf8) + [0x00, 0x0D, 0x0A, 0x41])
        }
        let long = Array("BEGIN:VCALENDAR\nX:".utf8) + [UInt8](repeating: 0x61, count: 1 << 20)
        #expect(throws: ICalendarError.lineTooLong(number: 2, limit: 1 << 20)) { try reader.feed(in: long) }
        let folded =
            Array("BEGIN:VCALENDAR\nX:".utf8) + Array(repeating: Array(" aaaaaaaa\n".utf8), count: 150_000).flatMap { $0 }
        #expect(throws: ICalendarError.lineTooLong(number: 2, limit: 1 << 20)) { try reader.feed(in: folded) }
        let nested = Array(("BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:VEVENT\n", count: 1_000_000)).utf8)
        #expect(throws: ICalendarError.nestedTooDeeply(number: 17, limit: 16)) { try reader.feed(in: nested) }
        let badZone = [
            "BEGIN:VCALENDAR", "BEGIN:VTIMEZONE", "TZID:Odd", "BEGIN:STANDARD", "DTSTART:20000101T000000",
            "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:x", "DTSTART;TZID=Odd:20260819T100000", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\n")
        let oddZone = try reader.feed(in: Array(badZone.utf8)).occurrences()
        #expect(oddZone.occurrences.isEmpty)
        #expect(oddZone.skipped.map(\.error) == [.unsupportedTimeZone(number: 4, name: "Odd")])
        #expect(
            ICalendarError.unsupportedRecurrence(number: 9, event: "Standup", reason: "FREQ=MONTHLY").description
                == "line 9: the recurrence of “Standup” is not expanded (FREQ=MONTHLY)")
    }
}
