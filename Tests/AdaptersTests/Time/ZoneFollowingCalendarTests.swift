import ConbookCore
import ConbookTesting
import ConbookTime
import Testing

@Suite("Zone-following calendar")
struct ZoneFollowingCalendarTests {
    private let instant = Instant(utc: CalendarDate(year: 2023, month: 9, day: 10)!, hour: 1, minute: 30)

    @Test(
        "Given a calendar starting in Berlin, when it follows Kolkata, then its answers are Kolkata's and it keeps the calendar contract"
    )
    func followsAZone() throws {
        let calendar = ZoneFollowingCalendar(
            startingIn: try #require(FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin")))
        #expect(calendar.formattedTime(instant) == "03:30")

        #expect(calendar.follow(timeZoneIdentifier: "Asia/Kolkata"))

        #expect(calendar.timeZoneIdentifier == "Asia/Kolkata")
        #expect(calendar.formattedTime(instant) == "07:00")
        #expect(ConventionCalendarContract(calendar: calendar, offsetInMinutes: 330).violations() == [])
    }

    @Test(
        "Given a calendar starting in Berlin in German, when it follows New York, then its dates and zone names are still German")
    func keepsItsLanguage() throws {
        let calendar = ZoneFollowingCalendar(
            startingIn: try #require(FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin", language: .german)))

        #expect(calendar.follow(timeZoneIdentifier: "America/New_York"))

        #expect(calendar.formattedDate(calendar.calendarDate(containing: instant)) == "Samstag, 9. September")
        #expect(calendar.timeZoneAbbreviation(at: instant) == "EDT")
    }

    @Test("Given an unknown zone, when followed, then the calendar stays where it was")
    func unknownZone() throws {
        let calendar = ZoneFollowingCalendar(
            startingIn: try #require(FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin")))

        #expect(!calendar.follow(timeZoneIdentifier: "Mars/Olympus"))
        #expect(calendar.timeZoneIdentifier == "Europe/Berlin")
    }
}
