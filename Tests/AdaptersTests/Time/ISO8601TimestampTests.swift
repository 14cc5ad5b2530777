import ConbookCore
import ConbookTime
import Testing

@Suite("ISO 8601 timestamps")
struct ISO8601TimestampTests {
    private static let halfPastNine = Instant(utc: CalendarDate(year: 2022, month: 8, day: 25)!, hour: 9, minute: 30)

    @Test(
        "Given a timestamp in any accepted form, when parsed, then it names the same instant",
        arguments: [
            "2022-08-25T09:30:00Z", "2022-08-25T09:30:00.000Z", "2022-08-25T09:30:00+00:00",
            "2022-08-25T09:30:00.000+00:00", "2022-08-25T11:30:00+02:00", "2022-08-25T11:30:00+0200",
            "2022-08-25T11:30:00+02", "2022-08-25T05:30:00-04:00", "2022-08-25t09:30:00z", "2022-08-25 09:30:00Z",
            "2022-08-25T09:30:00.0Z", "2022-08-25T09:30:00.00000Z", "2022-08-25T09:30:00.0000000Z",
        ])
    func acceptedForms(text: String) {
        #expect(ISO8601Timestamp.parse(text) == Self.halfPastNine)
    }

    @Test(
        "Given 1 to 7 fraction digits, when parsed, then milliseconds are kept and further digits cut off",
        arguments: [
            ("2022-08-25T09:30:00.1Z", 100), ("2022-08-25T09:30:00.12Z", 120), ("2022-08-25T09:30:00.123Z", 123),
            ("2022-08-25T09:30:00.1234Z", 123), ("2022-08-25T09:30:00.12345Z", 123),
            ("2022-08-25T09:30:00.123456Z", 123), ("2022-08-25T09:30:00.1239999Z", 123),
            ("2022-08-25T09:30:00.9999999+00:00", 999),
        ])
    func fractionDigits(text: String, milliseconds: Int) {
        #expect(ISO8601Timestamp.parse(text) == Self.halfPastNine.advanced(by: .milliseconds(milliseconds)))
    }

    @Test(
        "Given text that is not a valid timestamp with a zone, when parsed, then it is nil",
        arguments: [
            "", "2022-08-25", "2022-08-25T09:30:00", "2022-13-01T00:00:00Z", "2022-02-29T00:00:00Z",
            "2022-08-32T00:00:00Z", "2022-08-25T24:00:00Z", "2022-08-25T09:60:00Z", "2022-08-25T09:30:60Z",
            "2022-08-25T09:30Z", "2022-08-25T09:30:00.Z", "2022-08-25T09:30:00+24:00", "2022-08-25T09:30:00+02:60",
            "2022-08-25T09:30:00+2:00", "2022-08-25T09:30:00ZZ", "22-08-25T09:30:00Z", "2022-8-25T09:30:00Z",
            "2022-08-25X09:30:00Z", " 2022-08-25T09:30:00Z", "2022-08-25T09:30:00Z ", "２０２２-08-25T09:30:00Z",
            "2022-08-25T09:30:00+02:", "yesterday",
        ])
    func refusedForms(text: String) {
        #expect(ISO8601Timestamp.parse(text) == nil)
    }

    @Test(
        "Given a timestamp without a zone, when read with a zone for such timestamps, then it is in that zone; one with a zone keeps its own"
    )
    func noZoneReadInAGivenZone() {
        #expect(ISO8601Timestamp.parse("2022-08-25T09:30:00.000", readingNoZoneAs: 0) == Self.halfPastNine)
        #expect(ISO8601Timestamp.parse("2022-08-25T11:30:00", readingNoZoneAs: 7200) == Self.halfPastNine)
        #expect(ISO8601Timestamp.parse("2022-08-25T09:30:00Z", readingNoZoneAs: 7200) == Self.halfPastNine)
        #expect(ISO8601Timestamp.parse("2022-08-25T10:30:00+01:00", readingNoZoneAs: 0) == Self.halfPastNine)
        #expect(ISO8601Timestamp.parse("2022-08-25T24:00:00", readingNoZoneAs: 0) == nil)
        #expect(ISO8601Timestamp.parse("2022-08-25T09:30", readingNoZoneAs: 0) == nil)
        #expect(ISO8601Timestamp.parse("2022-08-25", readingNoZoneAs: 0) == nil)
    }

    @Test("Given a leap day and a year end, when parsed, then the calendar is right")
    func calendarEdges() {
        #expect(
            ISO8601Timestamp.parse("2024-02-29T23:59:59.999Z")
                == Instant(utc: CalendarDate(year: 2024, month: 3, day: 1)!).advanced(by: .milliseconds(-1)))
        #expect(
            ISO8601Timestamp.parse("2023-01-01T00:30:00+01:00")
                == Instant(utc: CalendarDate(year: 2022, month: 12, day: 31)!, hour: 23, minute: 30))
    }

    @Test(
        "Given an instant, when formatted, then it is UTC with milliseconds and Z, and parses back",
        arguments: [
            (Instant(millisecondsSinceEpoch: 0), "1970-01-01T00:00:00.000Z"),
            (Instant(millisecondsSinceEpoch: 1_661_861_256_034), "2022-08-30T12:07:36.034Z"),
            (Instant(millisecondsSinceEpoch: 1_661_419_800_000), "2022-08-25T09:30:00.000Z"),
            (Instant(millisecondsSinceEpoch: -1), "1969-12-31T23:59:59.999Z"),
            (
                Instant(utc: CalendarDate(year: 999, month: 1, day: 2)!, hour: 3, minute: 4, second: 5, millisecond: 6),
                "0999-01-02T03:04:05.006Z"
            ),
        ])
    func formatting(instant: Instant, text: String) {
        #expect(ISO8601Timestamp.format(instant) == text)
        #expect(ISO8601Timestamp.parse(text) == instant)
    }
}
