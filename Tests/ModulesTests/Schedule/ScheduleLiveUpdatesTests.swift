import ConbookCore
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: staying current")
struct ScheduleLiveUpdatesTests {
    private typealias Sample = SampleConvention

    @Test("Given the schedule is shown, when an event becomes a favourite elsewhere, then its row is marked at once")
    func favouriteMarkUpdatesLive() throws {
        let core = try ConbookTestContext()
        let context = ScheduleModuleTestContext(core: core)

        try core.conbook.toggleFavourite.toggle(Sample.opening.id)

        #expect(context.scene.row(titled: "Opening Ceremony")?.isFavourite == true)
    }

    @Test(
        "Given the schedule is shown, when the user asks for a refresh that succeeds, then new events appear and the status ends idle"
    )
    func refreshBringsNewEvents() async throws {
        let core = try ConbookTestContext()
        var content = Sample.content
        content[Event.self].upsert(
            Event(
                id: "event-new", title: "Late Addition", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
                trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 15, 0), end: Sample.local(Sample.day1, 16, 0)))
        core.api.answer(
            with: .success(
                .fullSnapshot(
                    of: content, conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60))
                )))
        let context = ScheduleModuleTestContext(core: core)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(context.scene.listedTitles.contains("Late Addition"))
        #expect(context.scene.refreshStatus == .idle)
    }

    @Test("Given the schedule is shown, when a refresh fails, then the failure is shown and the schedule stays")
    func failedRefreshKeepsTheSchedule() async throws {
        let core = try ConbookTestContext(
            api: StubConventionAPI(failingWith: .serverError(status: 503, reason: "Service Unavailable")))
        let context = ScheduleModuleTestContext(core: core)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(
            context.scene.refreshStatus
                == .failed(
                    "The convention's server answered with an error (HTTP 503 Service Unavailable)."))
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
    }

    @Test(
        "Given the schedule is shown, when a refresh applies a file whose reader skipped two events and a link, then the schedule updates and the status says what was skipped and where to read why"
    )
    func refreshThatSkippedSays() async throws {
        var response = Sample.fullSync
        response.serverTime = Sample.serverTime.advanced(by: .seconds(60))
        response.skipped = [
            SkippedEntity(Event.self, place: "line 29", reason: .unreadable("the DTSTART value cannot be read")),
            SkippedEntity(Event.self, place: "line 80", reason: .unreadable("the DURATION value cannot be read")),
            SkippedEntity(Event.self, identifier: "event-opening", property: "URL", reason: .unreadable("not a web address")),
        ]
        let core = try ConbookTestContext()
        core.api.answer(with: .success(response))
        let context = ScheduleModuleTestContext(core: core)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(context.scene.refreshStatus == .skipped("2 events skipped, 1 detail left out: About says why"))
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
    }

    @Test("Given a refresh is running, when the schedule appears, then it shows the progress")
    func progressWhileRefreshing() async throws {
        let api = ControllableConventionAPI()
        let core = try ConbookTestContext(controllableAPI: api)
        core.conbook.refreshConvention.startRefresh()
        await api.waitForPendingRequests()

        let context = ScheduleModuleTestContext(core: core)

        #expect(context.scene.refreshStatus == .refreshing("Downloading changes (0/3)"))
        api.complete(with: .success(SampleConvention.emptyDelta(serverTime: SampleConvention.serverTime)))
        await core.settle()
        #expect(context.scene.refreshStatus == .idle)
    }

    @Test(
        "Given a track filter and a selected day, when a sync removes that day and track, then the schedule falls back sensibly")
    func syncRemovingTheSelectedDay() async throws {
        let core = try ConbookTestContext()
        let context = ScheduleModuleTestContext(core: core)
        context.scene.simulateSelectingDay(at: 2)
        context.scene.simulateFilteringByTrack(named: "Stage")
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Day>(deleted: [Sample.day3.id]), EntityChanges<Track>(deleted: [Sample.stageTrack.id]))))

        await core.conbook.refreshConvention.refresh()

        #expect(context.scene.selectedDay == "Wednesday 19 August — Day 1")
        #expect(context.scene.viewModel?.selectedTrackIndex == nil)
        #expect(context.scene.listedTitles == ["Drawing Paws"])
    }
}
