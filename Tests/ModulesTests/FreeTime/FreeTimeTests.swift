import ConbookCore
import ConbookFreeTime
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Free time: the gaps between favourites, and what fits")
struct FreeTimePageTests {
    private typealias Sample = SampleConvention

    private static let lunchPanel = SampleFreeTime.lunchPanel
    private static let mainStageTalk = Event(
        id: "event-stage-talk", title: "Stage Talk", dayID: Sample.day1.id, roomID: Sample.mainStage.id,
        trackID: Sample.stageTrack.id, start: Sample.local(Sample.day1, 15, 0), end: Sample.local(Sample.day1, 16, 0))

    /// The sample with two more day-1 events (the maps place the Main Stage and the Panel Room
    /// across the venue), storing these favourites.
    private func core(favourites: Set<Event.ID>, language: Language = .english) throws -> ConbookTestContext {
        try ConbookTestContext.storing(
            SampleFreeTime.content(adding: [Self.lunchPanel, Self.mainStageTalk]), favourites: favourites, language: language)
    }

    @Test(
        "Given the opening and the dance party as favourites, when the free time appears, then day 1 shows the gap 11:00–21:00 between them with the two events that fit, each saying how far it is from the Main Stage"
    )
    func gapWithWhatFits() throws {
        let context = FreeTimeModuleTestContext(core: try core(favourites: [Sample.opening.id, Sample.danceParty.id]))

        let viewModel = try #require(context.scene.viewModel)
        #expect(viewModel.selectedDayIndex == 0)
        #expect(viewModel.heading == "Gaps of at least 30 min between your favourites")
        #expect(viewModel.gaps.map(\.title) == ["11:00–21:00 · 10 h free"])
        #expect(viewModel.gaps.first?.between == "after Opening Ceremony (Main Stage), before Dance Party (Main Stage)")
        #expect(
            viewModel.gaps.first?.rows == [
                FreeTimeEventRowViewModel(
                    id: Self.lunchPanel.id.rawValue, title: "Lunch Panel", timeRange: "13:00–14:00", room: "Panel Room",
                    distance: "across the Venue map from Main Stage", isFavourite: false),
                FreeTimeEventRowViewModel(
                    id: Self.mainStageTalk.id.rawValue, title: "Stage Talk", timeRange: "15:00–16:00", room: "Main Stage",
                    distance: "the same room as Main Stage", isFavourite: false),
            ])
    }

    @Test(
        "Given the free time shown, when the user marks the lunch panel a favourite, then the gap splits around it; the stage talk fits in the second part"
    )
    func favouriteSplitsTheGap() throws {
        let context = FreeTimeModuleTestContext(core: try core(favourites: [Sample.opening.id, Sample.danceParty.id]))

        context.scene.simulateTogglingFavourite(titled: "Lunch Panel")

        #expect(context.scene.viewModel?.gaps.map(\.title) == ["11:00–13:00 · 2 h free", "14:00–21:00 · 7 h free"])
        #expect(context.scene.fittingTitles == [[], ["Stage Talk"]])
        #expect(context.scene.viewModel?.gaps.first?.emptyMessage == "No event fits in it entirely.")
    }

    @Test(
        "Given favourites with a 2-hour gap, when the user asks for gaps of at least 150 minutes, then none is listed and it says so; back to 120, the gap is listed"
    )
    func minimum() throws {
        let context = FreeTimeModuleTestContext(
            core: try core(favourites: [Sample.opening.id, Self.lunchPanel.id]), minimumMinutes: 150)

        #expect(context.scene.viewModel?.gaps == [])
        #expect(context.scene.viewModel?.emptyMessage == "No gap of at least 2 h 30 min between this day's favourites.")
        context.scene.simulateChangingMinimum(minutes: 120)
        #expect(context.scene.viewModel?.gaps.map(\.title) == ["11:00–13:00 · 2 h free"])
        context.scene.simulateChangingMinimum(minutes: 0)
        #expect(context.scene.viewModel?.minimumMinutes == 120)
    }

    @Test(
        "Given one favourite on day 1 and none on day 2, when each day is shown, then each says free time lies between favourites"
    )
    func fewerThanTwoFavourites() throws {
        let context = FreeTimeModuleTestContext(core: try core(favourites: [Sample.opening.id]))

        #expect(context.scene.viewModel?.emptyMessage == "Free time lies between favourites: this day has fewer than two.")
        context.scene.simulateSelectingDay(at: 1)
        #expect(context.scene.viewModel?.selectedDayIndex == 1)
        #expect(context.scene.viewModel?.emptyMessage == "Free time lies between favourites: this day has fewer than two.")
    }

    @Test("Given the free time shown, when the user chooses an event that fits, then it is reported")
    func selectOpens() throws {
        let context = FreeTimeModuleTestContext(core: try core(favourites: [Sample.opening.id, Sample.danceParty.id]))

        context.scene.simulateSelectingEvent(titled: "Stage Talk")

        #expect(context.delegate.selectedEvents == [Self.mainStageTalk.id])
    }

    @Test("Given a store that fails to write, when the user marks an event, then the page says why and nothing changes")
    func failedWrite() throws {
        let core = try core(favourites: [Sample.opening.id, Sample.danceParty.id])
        let context = FreeTimeModuleTestContext(core: core)
        core.store.failsWrites = true

        context.scene.simulateTogglingFavourite(titled: "Lunch Panel")

        #expect(context.scene.errorMessage?.hasPrefix("The favourite could not be saved: ") == true)
        #expect(context.scene.fittingTitles == [["Lunch Panel", "Stage Talk"]])
    }

    @Test("Given the Core in German, when the free time appears, then its heading, gap and distances are German")
    func german() throws {
        let context = FreeTimeModuleTestContext(
            core: try core(favourites: [Sample.opening.id, Sample.danceParty.id], language: .german))

        #expect(context.scene.viewModel?.heading == "Lücken von mindestens 30 Min. zwischen deinen Favoriten")
        #expect(context.scene.viewModel?.gaps.first?.title == "11:00–21:00 · 10 Std. frei")
        #expect(context.scene.viewModel?.gaps.first?.rows.first?.distance == "quer über die Karte Venue von Main Stage")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(FreeTimeTexts.languageDifferences == [])
    }
}
