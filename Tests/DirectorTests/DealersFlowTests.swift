import ConbookCore
import ConbookDealerDetail
import ConbookDirector
import ConbookMapDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the Dealers section's flows")
struct DealersFlowTests {
    private typealias Sample = SampleConvention

    @Test("Given the Dealers section, when the user chooses a dealer, then its detail opens there; back returns to the listing")
    func dealerOpensItsDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Dealers")

        app.dealers?.simulateSelectingDealer(named: "Pawsome Plush")

        #expect(app.visible(CapturingDealerDetailScene.self)?.viewModel?.attendance == "Thursday and Saturday only")
        #expect(app.navigator.selectedSectionTitle == "Dealers")
        #expect(app.goBack())
        #expect(app.visible(CapturingDealersScene.self) === app.dealers)
    }

    @Test(
        "Given a dealer's detail, when the user asks for the map, then the Dealers' Den map opens there, marking the dealer's table"
    )
    func dealerOpensItsPlaceOnTheMap() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Dealers")
        app.dealers?.simulateSelectingDealer(named: "Sketchy Fox Art")

        app.visible(CapturingDealerDetailScene.self)?.simulateSelectingLocation()

        let map = app.visible(CapturingMapDetailScene.self)
        #expect(map?.viewModel?.name == "Dealers' Den")
        #expect(map?.viewModel?.focus == "Sketchy Fox Art at (300, 400)")
        #expect(app.navigator.selectedSectionTitle == "Dealers")
    }

    @Test("Given a dealer's table on the map, when the user taps the neighbouring table, then that dealer opens on top")
    func mapOpensAnotherDealer() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Dealers")
        app.dealers?.simulateSelectingDealer(named: "Sketchy Fox Art")
        app.visible(CapturingDealerDetailScene.self)?.simulateSelectingLocation()

        app.visible(CapturingMapDetailScene.self)?.simulateTapping(x: 500, y: 400)

        #expect(app.visible(CapturingDealerDetailScene.self)?.viewModel?.name == "Pawsome Plush")
        #expect(app.navigator.stacks[app.navigator.selectedSectionIndex].count == 4)
    }
}
