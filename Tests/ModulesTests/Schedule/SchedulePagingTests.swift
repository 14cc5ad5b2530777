import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: pages")
struct SchedulePagingTests {
    private typealias Sample = SampleConvention

    private func crowdedSchedule(
        talks: Int = 120, pageSize: Int = 50, favourites: Set<Event.ID> = []
    )
        throws -> ScheduleModuleTestContext
    {
        ScheduleModuleTestContext(core: try CrowdedConvention.core(talks: talks, favourites: favourites), pageSize: pageSize)
    }

    // MARK: - What one page shows

    @Test("Given a day of 120 events and pages of 50, when the schedule appears, then the first 50 are listed and it says which")
    func firstPageOfACrowdedDay() throws {
        let context = try crowdedSchedule()

        #expect(context.scene.listedTitles == CrowdedConvention.titles(1...50))
        #expect(context.scene.pageSummary == "events 1–50 of 120 · page 1 of 3")
        #expect(
            context.scene.viewModel?.page
                == SchedulePageViewModel(
                    index: 0, count: 3, eventCount: 120, shownEvents: 1...50, summary: "events 1–50 of 120 · page 1 of 3"))
    }

    @Test("Given the first page of three, when the user picks the second, then events 51–100 are listed")
    func pickingAPage() throws {
        let context = try crowdedSchedule()

        context.scene.simulateSelectingPage(at: 1)

        #expect(context.scene.listedTitles == CrowdedConvention.titles(51...100))
        #expect(context.scene.pageSummary == "events 51–100 of 120 · page 2 of 3")
        #expect(context.scene.viewModel?.page.number == 2)
    }

    @Test("Given the second page, when the user goes on and back, then the rest, and then the second page again, are listed")
    func nextAndPrevious() throws {
        let context = try crowdedSchedule()
        context.scene.simulateSelectingPage(at: 1)

        context.scene.simulateShowingNextPage()
        #expect(context.scene.listedTitles == CrowdedConvention.titles(101...120))
        #expect(context.scene.pageSummary == "events 101–120 of 120 · page 3 of 3")

        context.scene.simulateShowingPreviousPage()
        #expect(context.scene.listedTitles == CrowdedConvention.titles(51...100))
    }

    @Test("Given a last page with a single event, when shown, then the summary names that one event")
    func lastPageWithOneEvent() throws {
        let context = try crowdedSchedule(talks: 101)

        context.scene.simulateSelectingPage(at: 2)

        #expect(context.scene.listedTitles == ["Talk 101"])
        #expect(context.scene.pageSummary == "event 101 of 101 · page 3 of 3")
    }

    @Test("Given thousands of events, when the summary is shown, then the counts are grouped by thousands")
    func largeCountsAreGrouped() throws {
        let context = try crowdedSchedule(talks: 1_234)

        context.scene.simulateSelectingPage(at: 24)

        #expect(context.scene.pageSummary == "events 1,201–1,234 of 1,234 · page 25 of 25")
        #expect(context.scene.rows.count == 34)
    }

    @Test("Given a day that fits on one page, when shown, then nothing is said about pages")
    func onePageSaysNothingAboutPages() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
        #expect(context.scene.pageSummary == nil)
        #expect(
            context.scene.viewModel?.page
                == SchedulePageViewModel(
                    index: 0, count: 1, eventCount: 3, shownEvents: 1...3, summary: nil))
    }

    @Test("Given a day without events, when shown, then there is one empty page and the empty message")
    func emptyDayIsOneEmptyPage() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(), pageSize: 2)

        context.scene.simulateFilteringByTrack(named: "Art")

        #expect(
            context.scene.viewModel?.page
                == SchedulePageViewModel(
                    index: 0, count: 1, eventCount: 0, shownEvents: nil, summary: nil))
        #expect(context.scene.viewModel?.emptyMessage == "No events match these filters on this day.")
    }

    @Test("Given events sharing a start time across a page break, when the next page shows, then its time title repeats")
    func splitSectionRepeatsItsTitle() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(), pageSize: 1)
        #expect(context.scene.sectionTitles == ["10:00"])
        #expect(context.scene.listedTitles == ["Opening Ceremony"])

        context.scene.simulateShowingNextPage()

        #expect(context.scene.sectionTitles == ["10:00"])
        #expect(context.scene.listedTitles == ["Drawing Paws"])
        #expect(context.scene.pageSummary == "event 2 of 3 · page 2 of 3")
    }

    @Test("Given the second page, when the user chooses the first row shown, then the module reports that row's event")
    func rowIndexesReferToThePageShown() throws {
        let context = try crowdedSchedule()
        context.scene.simulateSelectingPage(at: 1)

        context.scene.simulateSelectingEvent(section: 0, row: 0)
        context.scene.simulateSelectingEvent(titled: "Talk 100")

        #expect(context.delegate.selectedEvents == [CrowdedConvention.talk(51).id, CrowdedConvention.talk(100).id])
    }

    @Test("Given the second page, when the scene reports a page that does not exist, then it is ignored")
    func outOfRangePageIsIgnored() throws {
        let context = try crowdedSchedule()
        context.scene.simulateSelectingPage(at: 1)

        context.scene.simulateSelectingPage(at: 3)
        context.scene.simulateSelectingPage(at: -1)

        #expect(context.scene.pageSummary == "events 51–100 of 120 · page 2 of 3")
    }

    @Test("Given the first and the last page, when the user goes before and past them, then the page stays")
    func noPageBeforeTheFirstOrAfterTheLast() throws {
        let context = try crowdedSchedule()

        context.scene.simulateShowingPreviousPage()
        #expect(context.scene.viewModel?.page.number == 1)

        context.scene.simulateSelectingPage(at: 2)
        context.scene.simulateShowingNextPage()
        #expect(context.scene.viewModel?.page.number == 3)
    }

    // MARK: - Back to the first page

    @Test("Given a later page, when the user changes the day, searches, filters or clears the filters, then page 1 shows")
    func newListingsStartOnTheFirstPage() throws {
        let context = try crowdedSchedule(favourites: Set((1...120).map { CrowdedConvention.talk($0).id }))
        let changes: [(String, (CapturingScheduleScene) -> Void)] = [
            ("day", { $0.simulateSelectingDay(at: 0) }),
            ("search", { $0.simulateSearching(for: "talk") }),
            ("end of search", { $0.simulateSearching(for: "") }),
            ("favourites only", { $0.simulateSettingFavouritesOnly(true) }),
            ("track", { $0.simulateFilteringByTrack(named: "Art") }),
            ("room", { $0.simulateFilteringByRoom(named: "Panel Room") }),
            ("clear", { $0.simulateClearingFilters() }),
        ]

        for (name, change) in changes {
            context.scene.simulateSelectingPage(at: 2)
            change(context.scene)
            #expect(context.scene.viewModel?.page.number == 1, "after \(name)")
            #expect(context.scene.listedTitles.first == "Talk 1", "after \(name)")
        }
    }

    // MARK: - Staying on the page

    @Test("Given the second page, when a sync changes the schedule, then the second page is still shown")
    func syncKeepsThePage() async throws {
        let context = try crowdedSchedule()
        context.scene.simulateSelectingPage(at: 1)
        context.core.api.answer(with: .success(CrowdedConvention.deletion(of: 1...10)))

        await context.core.conbook.refreshConvention.refresh()

        #expect(context.scene.listedTitles == CrowdedConvention.titles(61...110))
        #expect(context.scene.pageSummary == "events 51–100 of 110 · page 2 of 3")
    }

    @Test("Given the last page, when a sync removes enough events that it no longer exists, then the new last page shows")
    func syncRemovingThePageShowsTheLastPage() async throws {
        let context = try crowdedSchedule()
        context.scene.simulateSelectingPage(at: 2)
        context.core.api.answer(with: .success(CrowdedConvention.deletion(of: 91...120)))

        await context.core.conbook.refreshConvention.refresh()

        #expect(context.scene.listedTitles == CrowdedConvention.titles(51...90))
        #expect(context.scene.pageSummary == "events 51–90 of 90 · page 2 of 2")
        context.scene.simulateShowingPreviousPage()
        #expect(context.scene.viewModel?.page.number == 1)
    }

    @Test("Given favourites only on the last page, when its only favourite is unmarked, then the new last page shows")
    func unmarkingAFavouriteKeepsAnExistingPage() throws {
        let context = try crowdedSchedule(favourites: Set((1...51).map { CrowdedConvention.talk($0).id }))
        context.scene.simulateSettingFavouritesOnly(true)
        context.scene.simulateSelectingPage(at: 1)
        #expect(context.scene.listedTitles == ["Talk 51"])

        try context.core.conbook.toggleFavourite.toggle(CrowdedConvention.talk(51).id)

        #expect(context.scene.viewModel?.page.number == 1)
        #expect(context.scene.listedTitles == CrowdedConvention.titles(1...50))
        #expect(context.scene.pageSummary == nil)
    }

    @Test("Given the second page, when an event becomes a favourite elsewhere, then the second page shows it marked")
    func markingAFavouriteKeepsThePage() throws {
        let context = try crowdedSchedule()
        context.scene.simulateSelectingPage(at: 1)

        try context.core.conbook.toggleFavourite.toggle(CrowdedConvention.talk(60).id)

        #expect(context.scene.viewModel?.page.number == 2)
        #expect(context.scene.row(titled: "Talk 60")?.isFavourite == true)
    }

    // MARK: - Search

    @Test("Given a search matching 120 events, when results show, then they are paged with their dates in the titles")
    func searchResultsArePaged() throws {
        let context = try crowdedSchedule()
        context.scene.simulateSearching(for: "crowded")
        #expect(context.scene.pageSummary == "events 1–50 of 120 · page 1 of 3")

        context.scene.simulateShowingNextPage()

        #expect(context.scene.listedTitles == CrowdedConvention.titles(51...100))
        #expect(context.scene.sectionTitles.first == "Wednesday 19 August 08:50")
        #expect(context.scene.viewModel?.heading == "Search “crowded” in all days")
    }

    // MARK: - Broad listings

    @Test("Given a search matching 620 events, when results show, then the count stops 500 past the page and says so")
    func broadSearchIsCountedAsFarAsNeeded() throws {
        let context = try crowdedSchedule(talks: 620)

        context.scene.simulateSearching(for: "crowded")

        #expect(context.scene.listedTitles == CrowdedConvention.titles(1...50))
        #expect(context.scene.pageSummary == "events 1–50 of 550+ · page 1 of 11+")
        #expect(context.scene.viewModel?.page.isCountComplete == false)
    }

    @Test("Given a broad search, when the user goes further, then the count grows with the page until it is whole")
    func broadSearchCountGrowsWithThePage() throws {
        let context = try crowdedSchedule(talks: 620)
        context.scene.simulateSearching(for: "crowded")

        context.scene.simulateSelectingPage(at: 10)
        #expect(context.scene.listedTitles == CrowdedConvention.titles(501...550))
        #expect(context.scene.pageSummary == "events 501–550 of 620 · page 11 of 13")

        context.scene.simulateSelectingPage(at: 12)
        #expect(context.scene.listedTitles == CrowdedConvention.titles(601...620))
        #expect(context.scene.viewModel?.page.isCountComplete == true)
    }

    @Test("Given a broad search in German, when results show, then the open count reads the same way")
    func broadSearchInGerman() throws {
        let context = ScheduleModuleTestContext(
            core: try CrowdedConvention.core(talks: 620, language: .german), pageSize: 50)

        context.scene.simulateSearching(for: "crowded")

        #expect(context.scene.pageSummary == "Veranstaltungen 1–50 von 550+ · Seite 1 von 11+")
    }

    // MARK: - The page size

    @Test("Given the default page size, when a crowded day shows, then it lists 50 events a page")
    func defaultPageSize() throws {
        let context = ScheduleModuleTestContext(core: try CrowdedConvention.core(talks: 120))

        #expect(ScheduleModuleBuilder.defaultPageSize == 50)
        #expect(context.scene.rows.count == 50)
        #expect(context.scene.viewModel?.page.count == 3)
    }
}
