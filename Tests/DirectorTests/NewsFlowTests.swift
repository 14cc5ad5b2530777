import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the News section's flow")
struct NewsFlowTests {
    private typealias Sample = SampleConvention

    @Test("Given the News section, when the user chooses a running event, then its detail opens there")
    func newsRowOpensDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()

        app.news?.simulateSelectingEvent(titled: "Opening Ceremony", inSection: "Running now")

        #expect(app.navigator.selectedSectionTitle == "News")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Opening Ceremony")
    }

    @Test(
        "Given a favourite a sync removed, when the user opens it from News and unmarks it, then it shows as removed, then leaves News"
    )
    func removedFavouriteOpensFromNews() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id],
            api: StubConventionAPI([
                .success(Sample.fullSync),
                .success(
                    SyncResponse(
                        conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                        EntityChanges<Event>(deleted: [Sample.artShow.id]))),
            ]))
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.news?.simulateRefreshRequest()
        await core.settle()

        app.news?.simulateSelectingEvent(titled: "Art Show Tour", inSection: "Favourites removed from the schedule")
        let detail = app.visible(CapturingEventDetailScene.self)
        #expect(detail?.viewModel?.change?.hasPrefix("Removed from the schedule") == true)
        detail?.simulateTogglingFavourite()

        #expect(detail?.unavailableMessage == "This event is no longer in the schedule.")
        #expect(app.goBack())
        #expect(app.news?.section(titled: "Favourites removed from the schedule") == nil)
    }
}
