import ConbookCore
import ConbookModuleKit
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News")
struct NewsTests {
    private typealias Sample = SampleConvention

    @Test("Given the convention starts in three days, when the news appears, then it counts down")
    func countdownBeforeTheConvention() throws {
        let now = Sample.local(CalendarDate(year: 2026, month: 8, day: 16)!, 23, 0)
        let context = NewsModuleTestContext(core: try ConbookTestContext(now: now))

        #expect(context.scene.section(titled: "Countdown")?.rows == [.message("3 days until TESTCON26")])
        #expect(context.scene.section(titled: "Today's favourites") == nil)
    }

    @Test("Given the convention starts tomorrow, when the news appears, then it says one day")
    func countdownOneDay() throws {
        let now = Sample.local(CalendarDate(year: 2026, month: 8, day: 18)!, 9, 0)
        let context = NewsModuleTestContext(core: try ConbookTestContext(now: now))

        #expect(context.scene.section(titled: "Countdown")?.rows == [.message("1 day until TESTCON26")])
    }

    @Test("Given it is 10:30 on the first day, when the news appears, then running events are listed with their end")
    func runningEvents() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day1, 10, 30)))

        #expect(context.scene.section(titled: "Countdown") == nil)
        #expect(context.scene.eventTitles(inSection: "Running now") == ["Opening Ceremony", "Drawing Paws"])
        #expect(
            context.scene.section(titled: "Running now")?.rows.first
                == .event(
                    NewsEventRowViewModel(
                        id: Sample.opening.id.rawValue, title: "Opening Ceremony", timeRange: "10:00–11:00", room: "Main Stage",
                        status: "until 11:00",
                        isFavourite: false)))
    }

    @Test("Given it is 13:40 on the second day, when the news appears, then events starting within an hour are upcoming")
    func upcomingWithinAnHour() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day2, 13, 40)))

        #expect(context.scene.eventTitles(inSection: "Upcoming") == ["Art Show Tour", "Fursuit Parade"])
        guard case .event(let row) = context.scene.section(titled: "Upcoming")?.rows.first else {
            Issue.record("no upcoming event row")
            return
        }
        #expect(row.status == "starts in 20 min")
        #expect(context.scene.section(titled: "Running now") == nil)
    }

    @Test(
        "Given an event starts in exactly an hour, when the news appears, then it is upcoming; a minute later than that it is not"
    )
    func upcomingWindowBoundary() throws {
        let atTheEdge = NewsModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day2, 13, 0)))
        #expect(atTheEdge.scene.eventTitles(inSection: "Upcoming") == ["Art Show Tour"])

        let beyond = NewsModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day2, 12, 59)))
        #expect(beyond.scene.eventTitles(inSection: "Upcoming") == [])
    }

    @Test(
        "Given favourites on several days, when the news appears on a day, then that day's favourites are listed with their state"
    )
    func todaysFavourites() throws {
        let core = try ConbookTestContext(
            now: Sample.local(Sample.day1, 11, 30),
            favourites: [Sample.opening.id, Sample.danceParty.id, Sample.closing.id])
        let context = NewsModuleTestContext(core: core)

        #expect(context.scene.eventTitles(inSection: "Today's favourites") == ["Opening Ceremony", "Dance Party"])
        let statuses = context.scene.section(titled: "Today's favourites")?.rows.compactMap { row -> String? in
            if case .event(let event) = row { return event.status }
            return nil
        }
        #expect(statuses == ["ended", "starts at 21:00"])
    }

    @Test("Given no favourites today, when the news appears during the convention, then it says so")
    func noFavouritesToday() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.section(titled: "Today's favourites")?.rows == [.message("No favourites today.")])
    }

    @Test("Given the news is shown, when the user marks a favourite elsewhere, then it appears among today's favourites at once")
    func favouriteAppearsLive() throws {
        let core = try ConbookTestContext()
        let context = NewsModuleTestContext(core: core)

        try core.conbook.toggleFavourite.toggle(Sample.danceParty.id)

        #expect(context.scene.eventTitles(inSection: "Today's favourites") == ["Dance Party"])
    }

    @Test("Given announcements, when the news appears, then valid ones are listed newest first with author, area and time")
    func announcements() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.section(titled: "Announcements · 2 unread")?.rows == [
                .announcement(
                    NewsAnnouncementRowViewModel(
                        id: Sample.roomChange.id.rawValue, title: "Room change",
                        byline: "Con Ops · Program · Wednesday 19 August 09:00",
                        text: RichText(plain: "The art show tour moved to the Panel Room."), isUnread: true)),
                .announcement(
                    NewsAnnouncementRowViewModel(
                        id: Sample.welcome.id.rawValue, title: "Welcome!", byline: "Con Ops · Info · Wednesday 19 August 08:00",
                        text: RichText(plain: "Registration opens at **9:00**."), isUnread: true)),
            ])
    }

    @Test("Given the announcements have expired, when the news appears, then none are listed")
    func expiredAnnouncements() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext(now: Sample.local(Sample.day3, 23, 30)))

        #expect(context.scene.announcementsSectionTitle == nil)
    }

    @Test(
        "Given a source with attendee services, when the news appears logged out, then Your convention says to log in; logged in, how many messages are unread, following reads"
    )
    func yourConvention() async throws {
        let core = try ConbookTestContext()
        let context = NewsModuleTestContext(core: core)
        #expect(
            context.scene.viewModel?.sections.first
                == NewsSectionViewModel(
                    title: "Your convention", rows: [.message("Log in to see your messages (log in).")]))

        try await core.logIn()
        try await core.conbook.privateMessages.refresh()
        #expect(context.scene.viewModel?.sections.first?.rows == [.message("2 unread messages (open Messages).")])

        try await core.conbook.privateMessages.open(SampleAttendee.badge.id)
        #expect(context.scene.viewModel?.sections.first?.rows == [.message("1 unread message (open Messages).")])
    }

    @Test("Given a source without attendee services, when the news appears, then there is no Your convention")
    func noYourConvention() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext(attendeeAPI: nil))
        #expect(context.scene.viewModel?.sections.first?.title != "Your convention")
    }

    @Test("Given no data at all, when the news appears, then it says there is nothing to show")
    func nothingToShow() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext(stored: nil, attendeeAPI: nil))

        #expect(
            context.scene.viewModel?.sections == [
                NewsSectionViewModel(title: "News", rows: [.message("Nothing to show right now.")])
            ])
    }

    @Test("Given a running event, when the user chooses it, then the module reports that event")
    func choosingAnEvent() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSelectingEvent(titled: "Drawing Paws", inSection: "Running now")

        #expect(context.delegate.selectedEvents == [Sample.drawingWorkshop.id])
    }

    @Test("Given a message row, when the user chooses it, then nothing is reported")
    func choosingAMessageDoesNothing() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext())
        let section = try #require(context.scene.sectionTitles.firstIndex(of: "Today's favourites"))

        context.scene.simulateSelectingRow(section: section, row: 0)
        context.scene.simulateSelectingRow(section: 99, row: 0)

        #expect(context.delegate.selectedEvents.isEmpty)
        #expect(context.delegate.selectedAnnouncements.isEmpty)
    }

    @Test("Given the news, when the user asks for a refresh that fails, then the failure is shown")
    func failedRefresh() async throws {
        let core = try ConbookTestContext(api: StubConventionAPI(failingWith: .timedOut(seconds: 30)))
        let context = NewsModuleTestContext(core: core)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(context.scene.refreshStatus == .failed("The convention's data source did not answer within 30 seconds."))
    }
}
