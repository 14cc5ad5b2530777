import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Hiding events, rooms, tracks and languages")
struct HideItemsTests {
    private typealias Sample = SampleConvention

    /// The sample with the opening held in German (Austria) and the closing in English.
    private static var content: ConventionContent {
        var content = Sample.content
        var opening = Sample.opening
        opening.language = "de-AT"
        var closing = Sample.closing
        closing.language = "en"
        content[Event.self].upsert(opening)
        content[Event.self].upsert(closing)
        return content
    }

    private func core(favourites: Set<Event.ID> = [], now: Instant? = nil) throws -> ConbookTestContext {
        let core = try ConbookTestContext.storing(Self.content, favourites: favourites)
        if let now { core.clock.set(now) }
        return core
    }

    @Test(
        "Given the Panel Room hidden, when day 1 is browsed, then the drawing workshop is left out; with hidden ones included it is listed and marked hidden"
    )
    func hiddenRoomLeavesTheSchedule() throws {
        let core = try core()
        try core.conbook.hideItems.hide(HiddenItems(rooms: [Sample.panelRoom.id]))

        let listed = core.conbook.browseSchedule.events(on: Sample.day1.id)
        let all = core.conbook.browseSchedule.events(on: Sample.day1.id, filteredBy: ScheduleFilter(includesHidden: true))

        #expect(listed.map(\.id) == [Sample.opening.id, Sample.danceParty.id])
        #expect(all.map(\.id) == [Sample.opening.id, Sample.drawingWorkshop.id, Sample.danceParty.id])
        #expect(all.filter(\.isHidden).map(\.id) == [Sample.drawingWorkshop.id])
    }

    @Test(
        "Given an event, a track and a language hidden, when the whole schedule is browsed, then each hides what it names: `de` hides an event held in `de-AT`"
    )
    func everyKindHides() throws {
        let core = try core()
        try core.conbook.hideItems.hide(
            HiddenItems(events: [Sample.danceParty.id], tracks: [Sample.artTrack.id], languages: ["DE"]))

        let listed = [Sample.day1, Sample.day2, Sample.day3].flatMap { core.conbook.browseSchedule.events(on: $0.id) }.map(\.id)

        #expect(listed == [Sample.drawingWorkshop.id, Sample.fursuitParade.id, Sample.closing.id])
    }

    @Test("Given the opening hidden, when searched for, then it is found and marked hidden")
    func searchStillFinds() throws {
        let core = try core()
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))

        let found = core.conbook.searchEvents.search("opening")

        #expect(found.map(\.id) == [Sample.opening.id])
        #expect(found.first?.isHidden == true)
    }

    @Test(
        "Given the stage track hidden at 10:30 on day 1, when News asks what runs and what is next, then the opening is not among them but the workshop is"
    )
    func newsLeavesOutHidden() throws {
        let core = try core(now: Sample.local(Sample.day1, 10, 30))
        try core.conbook.hideItems.hide(HiddenItems(tracks: [Sample.stageTrack.id]))

        #expect(core.conbook.seeRunningAndUpcomingEvents.runningEvents().map(\.id) == [Sample.drawingWorkshop.id])
        core.clock.set(Sample.local(Sample.day1, 20, 30))
        #expect(core.conbook.seeRunningAndUpcomingEvents.upcomingEvents().isEmpty)
    }

    @Test(
        "Given favourites that clash (the opening and the workshop) and the opening hidden, when reminders, clashes, today's favourites and free time are asked, then the opening counts for none of them"
    )
    func hiddenFavouritesAreNotPlanned() throws {
        let favourites: Set<Event.ID> = [Sample.opening.id, Sample.drawingWorkshop.id, Sample.danceParty.id]
        let core = try core(favourites: favourites, now: Sample.local(Sample.day1, 9, 0))
        #expect(!core.conbook.seeClashes.clashesByFavourite().isEmpty)

        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))

        #expect(try core.conbook.reminders.upcoming().map(\.id) == [Sample.drawingWorkshop.id, Sample.danceParty.id])
        #expect(core.conbook.seeClashes.clashesByFavourite().isEmpty)
        #expect(
            core.conbook.seeTodaysFavourites.todaysFavourites().map(\.id) == [Sample.drawingWorkshop.id, Sample.danceParty.id])
        #expect(core.conbook.seeFreeTime.freeTime(on: Sample.day1.id).map(\.start) == [Sample.local(Sample.day1, 12, 0)])
    }

    @Test(
        "Given a hidden favourite, when favourites are exported, then it is left out; an export of everything, or of a filter that includes hidden events, has it"
    )
    func exportsLeaveOutHidden() throws {
        let core = try core(favourites: [Sample.opening.id, Sample.closing.id])
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))

        let favourites = try core.conbook.exportCalendar.export(.favourites)?.entries.map(\.eventID)
        let everything = try core.conbook.exportCalendar.export(.all)?.entries.map(\.eventID)
        let filtered = try core.conbook.exportCalendar.export(.filtered(ScheduleFilter(favouritesOnly: true)))
        let filteredWithHidden = try core.conbook.exportCalendar.export(
            .filtered(ScheduleFilter(favouritesOnly: true, includesHidden: true)))

        #expect(favourites == [Sample.closing.id])
        #expect(everything?.contains(Sample.opening.id) == true)
        #expect(filtered?.entries.map(\.eventID) == [Sample.closing.id])
        #expect(filteredWithHidden?.entries.map(\.eventID) == [Sample.opening.id, Sample.closing.id])
    }

    @Test(
        "Given items of every kind hidden, one room no longer in the schedule, when listed, then events come in schedule order, then rooms and tracks by name, then languages; shown again, one leaves the list"
    )
    func listAndShowAgain() throws {
        let core = try core()
        try core.conbook.hideItems.hide(
            HiddenItems(
                events: [Sample.closing.id, Sample.opening.id], rooms: ["room-gone", Sample.panelRoom.id],
                tracks: [Sample.workshopTrack.id, Sample.artTrack.id], languages: ["fr", "de"]))

        let list = core.conbook.hideItems.list()

        let opening = try #require(core.conbook.searchEvents.search("opening").first)
        let closing = try #require(core.conbook.searchEvents.search("closing").first)
        #expect(
            list == [
                .event(Sample.opening.id, opening), .event(Sample.closing.id, closing),
                .room(Sample.panelRoom.id, Sample.panelRoom),
                .room("room-gone", nil), .track(Sample.artTrack.id, Sample.artTrack),
                .track(Sample.workshopTrack.id, Sample.workshopTrack), .language("de"), .language("fr"),
            ])
        try core.conbook.hideItems.show(list[2].items)
        #expect(!core.conbook.hideItems.list().contains(list[2]))
        #expect(core.conbook.browseSchedule.events(on: Sample.day1.id).map(\.id).contains(Sample.drawingWorkshop.id) == false)
        try core.conbook.hideItems.show(HiddenItems(tracks: [Sample.workshopTrack.id]))
        #expect(core.conbook.browseSchedule.events(on: Sample.day1.id).map(\.id).contains(Sample.drawingWorkshop.id))
    }

    @Test(
        "Given a store that fails to write, when an event is hidden, then the error is thrown and nothing is hidden; observers hear only successful changes"
    )
    func failedWriteHidesNothing() throws {
        let core = try core()
        let observer = RecordingObserver()
        core.conbook.addObserver(observer)
        core.store.failsWrites = true

        #expect(throws: StoreError.self) { try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id])) }
        #expect(core.conbook.hideItems.hiddenItems == .none)
        #expect(core.store.hiddenItems == .none)
        #expect(observer.changes.isEmpty)

        core.store.failsWrites = false
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id]))
        #expect(core.store.hiddenItems == HiddenItems(events: [Sample.opening.id]))
        #expect(observer.changes == [.hiddenItemsChanged])
    }

    @Test("Given hidden items, when the convention is synced again in full, then they stay hidden")
    func survivesResync() async throws {
        let core = try core()
        try core.conbook.hideItems.hide(HiddenItems(events: [Sample.opening.id], languages: ["en"]))
        core.answerSyncs(with: Self.content)

        await core.conbook.refreshConvention.refresh()

        #expect(core.conbook.hideItems.hiddenItems == HiddenItems(events: [Sample.opening.id], languages: ["en"]))
        #expect(!core.conbook.browseSchedule.events(on: Sample.day3.id).map(\.id).contains(Sample.closing.id))
    }
}
