import ConbookCore
import Testing

@Suite("Time without Foundation")
struct CalendarDateTests {
    @Test("Every day from 1900 to 2100 survives the trip to days-since-epoch and back, one day apart from the next")
    func roundTrip() {
        let start = CalendarDate(year: 1900, month: 1, day: 1)!
        var previous = start
        for offset in 1...(365 * 200 + 49) {
            let date = CalendarDate(daysSinceEpoch: start.daysSinceEpoch + offset)
            #expect(CalendarDate(year: date.year, month: date.month, day: date.day) == date)
            #expect(previous.days(until: date) == 1)
            #expect(previous < date)
            previous = date
        }
        #expect(previous == CalendarDate(year: 2100, month: 1, day: 1))
    }

    @Test(
        "Known dates have known weekdays and epoch days",
        arguments: [
            (1970, 1, 1, 0, Weekday.thursday), (2000, 2, 29, 11016, .tuesday), (2022, 8, 24, 19228, .wednesday),
            (1969, 12, 31, -1, .wednesday), (2026, 11, 22, 20779, .sunday),
        ])
    func knownDates(year: Int, month: Int, day: Int, epochDay: Int, weekday: Weekday) throws {
        let date = try #require(CalendarDate(year: year, month: month, day: day))
        #expect(date.daysSinceEpoch == epochDay)
        #expect(date.weekday == weekday)
    }

    @Test("Dates that do not exist are refused")
    func invalidDates() {
        #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2024, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 2024, month: 4, day: 31) == nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
    }

    @Test("An instant prints as ISO 8601 UTC and knows its UTC date, also before 1970")
    func instantDescription() {
        let instant = Instant(utc: CalendarDate(year: 2022, month: 8, day: 23)!, hour: 10, minute: 5, second: 7, millisecond: 42)
        #expect(instant.description == "2022-08-23T10:05:07.042Z")
        #expect(Instant(millisecondsSinceEpoch: -1).description == "1969-12-31T23:59:59.999Z")
        #expect(instant.advanced(by: .seconds(3600)).duration(to: instant) == .seconds(-3600))
        #expect(instant.advanced(by: .milliseconds(1500)).millisecondsSinceEpoch == instant.millisecondsSinceEpoch + 1500)
    }

    @Test("Wall times wrap within a day and print with two digits")
    func wallTimes() {
        #expect(WallTime(minuteOfDay: -1).description == "23:59")
        #expect(WallTime(minuteOfDay: 1445).description == "00:05")
        #expect(WallTime(hour: 24, minute: 0) == nil)
    }
}
