import ConbookCore
import ConbookTesting
import ConbookTime
import Testing

@Suite("Foundation convention calendar")
struct FoundationConventionCalendarTests {
    private func calendar(_ identifier: String) throws -> FoundationConventionCalendar {
        try #require(FoundationConventionCalendar(timeZoneIdentifier: identifier))
    }

    private func instant(_ text: String) throws -> Instant {
        try #require(ISO8601Timestamp.parse(text))
    }

    @Test(
        "Given German, when dates and zone names are written, then they are German (weekday, day, month; MESZ), and dates and times fall as in English"
    )
    func german() throws {
        let german = try #require(FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin", language: .german))
        let summer = try instant("2022-08-25T09:30:00Z")
        let winter = try instant("2023-03-01T09:30:00Z")

        #expect(german.formattedDate(CalendarDate(year: 2022, month: 8, day: 25)!) == "Donnerstag, 25. August")
        #expect(german.formattedDate(CalendarDate(year: 2023, month: 3, day: 5)!) == "Sonntag, 5. März")
        #expect(german.formattedTime(summer) == "11:30")
        #expect(german.timeZoneAbbreviation(at: summer) == "MESZ")
        #expect(german.timeZoneAbbreviation(at: winter) == "MEZ")
        let tokyo = try #require(FoundationConventionCalendar(timeZoneIdentifier: "Asia/Tokyo", language: .german))
        #expect(!tokyo.timeZoneAbbreviation(at: summer).isEmpty)
        let english = try calendar("Europe/Berlin")
        for step in 0..<200 {
            let moment = summer.advanced(by: .seconds(step * 3 * 3600 + 11))
            #expect(german.calendarDate(containing: moment) == english.calendarDate(containing: moment))
            #expect(german.formattedTime(moment) == english.formattedTime(moment))
        }
    }

    @Test(
        "Given a zone with a fixed offset, when the calendar contract runs, then it finds no violation",
        arguments: [
            ("Etc/GMT-2", 120), ("UTC", 0), ("Etc/GMT+5", -300), ("Asia/Kolkata", 330), ("Asia/Kathmandu", 345),
            ("Pacific/Kiritimati", 840), ("Etc/GMT+12", -720),
        ])
    func keepsTheCalendarContract(zone: String, offsetInMinutes: Int) throws {
        let contract = ConventionCalendarContract(calendar: try calendar(zone), offsetInMinutes: offsetInMinutes)
        #expect(contract.violations() == [])
    }

    @Test(
        "Given Etc/GMT-2 and the fixed UTC+2 fake, when asked the same questions, then they answer alike but for the abbreviation"
    )
    func matchesTheFixedOffsetFake() throws {
        let foundation = try calendar("Etc/GMT-2")
        let fake = FixedOffsetConventionCalendar(offsetInMinutes: 120)
        let start = try instant("2022-08-20T00:00:00Z")
        for step in 0..<(14 * 24 * 4) {
            let moment = start.advanced(by: .seconds(step * 15 * 60 + 7))
            #expect(foundation.calendarDate(containing: moment) == fake.calendarDate(containing: moment))
            #expect(foundation.wallTime(at: moment) == fake.wallTime(at: moment))
            #expect(foundation.formattedTime(moment) == fake.formattedTime(moment))
        }
        for offset in 0..<400 {
            let date = CalendarDate(year: 2023, month: 12, day: 1)!.adding(days: offset)
            #expect(foundation.startOfDay(date) == fake.startOfDay(date))
            #expect(foundation.formattedDate(date) == fake.formattedDate(date))
        }
        #expect(foundation.timeZoneAbbreviation(at: start) == "GMT+2")
    }

    @Test("Given Europe/Berlin in summer, when 2022-08-24T22:30Z is shown, then it is Thursday 25 August, 00:30 CEST")
    func berlinSummerNight() throws {
        let berlin = try calendar("Europe/Berlin")
        let moment = try instant("2022-08-24T22:30:00Z")

        #expect(berlin.timeZoneIdentifier == "Europe/Berlin")
        #expect(berlin.calendarDate(containing: moment) == CalendarDate(year: 2022, month: 8, day: 25))
        #expect(berlin.formattedDate(berlin.calendarDate(containing: moment)) == "Thursday 25 August")
        #expect(berlin.formattedTime(moment) == "00:30")
        #expect(berlin.wallTime(at: moment) == WallTime(hour: 0, minute: 30))
        #expect(berlin.timeZoneAbbreviation(at: moment) == "CEST")
        #expect(berlin.timeZoneAbbreviation(at: try instant("2022-12-24T12:00:00Z")) == "CET")
        #expect(berlin.formattedTime(try instant("2022-08-25T07:05:00Z")) == "09:05")
    }

    @Test(
        "Given Berlin's spring change on 2022-03-27, when asked, then the day starts at 00:00 CET and 02:00–03:00 is skipped"
    )
    func berlinSpringForward() throws {
        let berlin = try calendar("Europe/Berlin")
        let day = try #require(CalendarDate(year: 2022, month: 3, day: 27))

        #expect(berlin.startOfDay(day) == (try instant("2022-03-26T23:00:00Z")))
        #expect(berlin.startOfDay(day.adding(days: 1)) == (try instant("2022-03-27T22:00:00Z")))
        #expect(berlin.wallTime(at: try instant("2022-03-27T00:59:00Z")) == WallTime(hour: 1, minute: 59))
        #expect(berlin.wallTime(at: try instant("2022-03-27T01:00:00Z")) == WallTime(hour: 3, minute: 0))
        #expect(berlin.timeZoneAbbreviation(at: try instant("2022-03-27T00:59:00Z")) == "CET")
        #expect(berlin.timeZoneAbbreviation(at: try instant("2022-03-27T01:00:00Z")) == "CEST")
    }

    @Test("Given Berlin's autumn change on 2022-10-30, when asked, then the day lasts 25 hours and 02:30 happens twice")
    func berlinFallBack() throws {
        let berlin = try calendar("Europe/Berlin")
        let day = try #require(CalendarDate(year: 2022, month: 10, day: 30))

        #expect(berlin.startOfDay(day) == (try instant("2022-10-29T22:00:00Z")))
        #expect(berlin.startOfDay(day.adding(days: 1)) == (try instant("2022-10-30T23:00:00Z")))
        #expect(berlin.wallTime(at: try instant("2022-10-30T00:30:00Z")) == WallTime(hour: 2, minute: 30))
        #expect(berlin.wallTime(at: try instant("2022-10-30T01:30:00Z")) == WallTime(hour: 2, minute: 30))
        #expect(berlin.calendarDate(containing: try instant("2022-10-30T22:59:00Z")) == day)
        #expect(berlin.calendarDate(containing: try instant("2022-10-30T23:00:00Z")) == day.adding(days: 1))
    }

    @Test("Given America/New_York, when asked, then local dates, times and EDT/EST are right")
    func newYork() throws {
        let newYork = try calendar("America/New_York")
        let evening = try instant("2022-08-25T02:00:00Z")

        #expect(newYork.calendarDate(containing: evening) == CalendarDate(year: 2022, month: 8, day: 24))
        #expect(newYork.formattedTime(evening) == "22:00")
        #expect(
            newYork.startOfDay(try #require(CalendarDate(year: 2022, month: 8, day: 25)))
                == (try instant("2022-08-25T04:00:00Z")))
        #expect(newYork.timeZoneAbbreviation(at: evening) == "EDT")
        #expect(newYork.timeZoneAbbreviation(at: try instant("2022-01-15T12:00:00Z")) == "EST")
    }

    @Test("Given a day whose midnight is skipped (Chile, 2022-09-11), when its start is asked, then it is 01:00 local")
    func midnightGap() throws {
        let santiago = try calendar("America/Santiago")
        let day = try #require(CalendarDate(year: 2022, month: 9, day: 11))

        let start = santiago.startOfDay(day)

        #expect(start == (try instant("2022-09-11T04:00:00Z")))
        #expect(santiago.wallTime(at: start) == WallTime(hour: 1, minute: 0))
        #expect(santiago.calendarDate(containing: start) == day)
    }

    @Test("Given a zone English has no short name for, when its abbreviation is asked, then it is the GMT offset")
    func offsetAbbreviation() throws {
        #expect(
            try calendar("Asia/Kolkata").timeZoneAbbreviation(at: try instant("2022-08-25T12:00:00Z")) == "GMT+5:30")
    }

    @Test(
        "Given an unknown zone, when a calendar is made, then there is none",
        arguments: ["Mars/Olympus_Mons", "", "Europe/Berlinn"])
    func unknownZone(identifier: String) {
        #expect(FoundationConventionCalendar(timeZoneIdentifier: identifier) == nil)
    }
}
