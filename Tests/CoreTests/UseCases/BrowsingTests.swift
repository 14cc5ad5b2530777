import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Browsing, searching and what is on")
struct BrowsingTests {
    private typealias Sample = SampleConvention

    @Test("Given a query, when searching, then events whose title matches come before those matching elsewhere")
    func titleMatchesComeFirst() throws {
        let core = try ConbookTestContext()

        let results = core.conbook.searchEvents.search("art")

        #expect(results.map(\.event.title) == ["Art Show Tour", "Drawing Paws"])
    }

    @Test("Given a query, when searching, then it matches the beginnings of words, not their middles")
    func wordPrefixesMatch() throws {
        let core = try ConbookTestContext()

        #expect(core.conbook.searchEvents.search("part").isEmpty == false)
        #expect(core.conbook.searchEvents.search("arty").isEmpty)
        #expect(core.conbook.searchEvents.search("photo").map(\.id) == [SampleConvention.fursuitParade.id])
        #expect(core.conbook.searchEvents.search("sketchy-fox").map(\.id) == [SampleConvention.drawingWorkshop.id])
    }

    @Test("Given several words, when searching, then every word must match")
    func everyWordMustMatch() throws {
        let core = try ConbookTestContext()

        #expect(core.conbook.searchEvents.search("con chair closing").map(\.id) == [Sample.closing.id])
        #expect(core.conbook.searchEvents.search("   ").isEmpty)
    }

    @Test("Given an event that ends now, when asking what runs, then it is no longer running; one starting now is")
    func runningBoundaries() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 11, 0))

        let running = core.conbook.seeRunningAndUpcomingEvents.runningEvents().map(\.id)

        #expect(running == [Sample.drawingWorkshop.id])
        core.clock.set(Sample.local(Sample.day2, 14, 30))
        #expect(
            core.conbook.seeRunningAndUpcomingEvents.runningEvents().map(\.id) == [Sample.artShow.id, Sample.fursuitParade.id])
    }

    @Test("Given the clock at midnight local, when asking for the current day, then the calendar's local date decides")
    func currentDayFollowsLocalTime() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day2, 0, 30))

        #expect(core.conbook.browseSchedule.currentDay() == Sample.day2)
        core.clock.set(Sample.local(Sample.day2, 0, 0).advanced(by: .seconds(-1)))
        #expect(core.conbook.browseSchedule.currentDay() == Sample.day1)
    }

    @Test("Given the convention is over, when counting down, then there is no countdown and no current day")
    func afterTheConvention() throws {
        let core = try ConbookTestContext(now: Sample.local(CalendarDate(year: 2026, month: 9, day: 1)!, 12, 0))

        #expect(core.conbook.conventionCountdown.daysUntilStart() == nil)
        #expect(core.conbook.browseSchedule.defaultDay() == Sample.day1)
        #expect(core.conbook.seeTodaysFavourites.todaysFavourites().isEmpty)
    }
}
