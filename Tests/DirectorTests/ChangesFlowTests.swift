import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the Changes section's flow")
struct ChangesFlowTests {
    private typealias Sample = SampleConvention

    @Test("Given an update changed an event, when the user chooses it in the Changes section, then its detail opens there")
    func changesRowOpensDetail() async throws {
        let core = try ConbookTestContext()
        var retitled = Sample.opening
        retitled.title = "Grand Opening"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [retitled]))))
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.selectSection("Changes")

        app.changes?.simulateSelectingChange(titled: "Grand Opening")

        #expect(app.navigator.selectedSectionTitle == "Changes")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.change == "Changed in the last schedule update: title.")
    }
}
