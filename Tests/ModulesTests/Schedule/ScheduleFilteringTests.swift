import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: favourites, search and filters")
struct ScheduleFilteringTests {
    private typealias Sample = SampleConvention

    @Test("Given a favourite, when favourites-only is on, then only favourites are listed and marked")
    func favouritesOnly() throws {
        let core = try ConbookTestContext(favourites: [Sample.drawingWorkshop.id])
        let context = ScheduleModuleTestContext(core: core)

        context.scene.simulateSettingFavouritesOnly(true)

        #expect(context.scene.listedTitles == ["Drawing Paws"])
        #expect(context.scene.row(titled: "Drawing Paws")?.isFavourite == true)
        #expect(context.scene.viewModel?.heading == "Wednesday 19 August — Day 1 · favourites only")
    }

    @Test("Given favourites-only is on, when the user changes day, then it stays on")
    func favouritesOnlySurvivesDayChanges() throws {
        let core = try ConbookTestContext(favourites: [Sample.drawingWorkshop.id, Sample.fursuitParade.id])
        let context = ScheduleModuleTestContext(core: core)
        context.scene.simulateSettingFavouritesOnly(true)

        context.scene.simulateSelectingDay(at: 1)

        #expect(context.scene.viewModel?.isFavouritesOnly == true)
        #expect(context.scene.listedTitles == ["Fursuit Parade"])
        context.scene.simulateSelectingDay(at: 2)
        #expect(context.scene.listedTitles == [])
        #expect(context.scene.viewModel?.emptyMessage == "No favourites on this day.")
    }

    @Test(
        "Given the schedule, when the user searches a word of a title, then matching events of every day are listed with their date"
    )
    func searchByTitleAcrossDays() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "ceremony")

        #expect(context.scene.listedTitles == ["Opening Ceremony", "Closing Ceremony"])
        #expect(context.scene.viewModel?.sections.map(\.title) == ["Wednesday 19 August 10:00", "Friday 21 August 16:00"])
        #expect(context.scene.viewModel?.selectedDayIndex == nil)
        #expect(context.scene.viewModel?.heading == "Search “ceremony” in all days")
    }

    @Test("Given the schedule, when the user searches words from an abstract or a host, then those events match")
    func searchByAbstractAndHost() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "easy steps")
        #expect(context.scene.listedTitles == ["Drawing Paws"])

        context.scene.simulateSearching(for: "DJ HOWL")
        #expect(context.scene.listedTitles == ["Dance Party"])
    }

    @Test("Given favourites-only is on, when the user searches, then only favourites are searched")
    func searchScopedToFavourites() throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id])
        let context = ScheduleModuleTestContext(core: core)
        context.scene.simulateSettingFavouritesOnly(true)

        context.scene.simulateSearching(for: "ceremony")

        #expect(context.scene.listedTitles == ["Closing Ceremony"])
        #expect(context.scene.viewModel?.heading == "Search “ceremony” in favourites")
    }

    @Test("Given a search without matches, when shown, then it says nothing matches")
    func searchWithoutMatches() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "karaoke")

        #expect(context.scene.viewModel?.sections == [])
        #expect(context.scene.viewModel?.emptyMessage == "No events match “karaoke”.")
    }

    @Test("Given a search, when the user clears the text or picks a day, then the day listing returns")
    func endingASearch() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())
        context.scene.simulateSearching(for: "ceremony")

        context.scene.simulateSearching(for: "   ")
        #expect(context.scene.selectedDay == "Wednesday 19 August — Day 1")

        context.scene.simulateSearching(for: "ceremony")
        context.scene.simulateSelectingDay(at: 2)
        #expect(context.scene.viewModel?.searchText == "")
        #expect(context.scene.listedTitles == ["Closing Ceremony"])
    }

    @Test("Given the schedule, when it appears, then tracks and rooms that have events are offered by name")
    func filterOptions() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.viewModel?.trackNames == ["Art", "Stage", "Workshops"])
        #expect(context.scene.viewModel?.roomNames == ["Main Stage — Hall A", "Panel Room"])
    }

    @Test("Given a day, when the user filters by a track, then only that track's events are listed")
    func filterByTrack() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateFilteringByTrack(named: "Stage")

        #expect(context.scene.listedTitles == ["Opening Ceremony", "Dance Party"])
        #expect(context.scene.viewModel?.selectedTrackIndex == 1)
        #expect(context.scene.viewModel?.heading == "Wednesday 19 August — Day 1 · track: Stage")
    }

    @Test("Given a day, when the user filters by a room, then only that room's events are listed, on every day")
    func filterByRoom() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateFilteringByRoom(named: "Panel Room")
        #expect(context.scene.listedTitles == ["Drawing Paws"])

        context.scene.simulateSelectingDay(at: 1)
        #expect(context.scene.listedTitles == ["Art Show Tour"])
    }

    @Test("Given filters that exclude everything, when shown, then it says nothing matches the filters")
    func filtersExcludingEverything() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateFilteringByTrack(named: "Art")

        #expect(context.scene.viewModel?.emptyMessage == "No events match these filters on this day.")
    }

    @Test("Given filters, a search and favourites-only, when the user clears filters, then everything of the day is listed")
    func clearingFilters() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())
        context.scene.simulateSettingFavouritesOnly(true)
        context.scene.simulateFilteringByTrack(named: "Stage")
        context.scene.simulateSearching(for: "dance")

        context.scene.simulateClearingFilters()

        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
        #expect(context.scene.viewModel?.selectedTrackIndex == nil)
        #expect(context.scene.viewModel?.isFavouritesOnly == false)
    }
}
