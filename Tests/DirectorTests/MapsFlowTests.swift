import ConbookCore
import ConbookDealerDetail
import ConbookDirector
import ConbookEventDetail
import ConbookMapDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the Maps section's flows")
struct MapsFlowTests {
    private typealias Sample = SampleConvention

    private func appOnTheVenueMap() async throws -> AppTestEnvironment {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Maps")
        app.maps?.simulateSelectingMap(named: "Venue")
        return app
    }

    @Test("Given the Maps section, when the user chooses a map, then it opens there; back returns to the maps")
    func mapOpens() async throws {
        let app = try await appOnTheVenueMap()

        #expect(app.visible(CapturingMapDetailScene.self)?.viewModel?.name == "Venue")
        #expect(app.navigator.selectedSectionTitle == "Maps")
        #expect(app.goBack())
        #expect(app.visible(CapturingMapsScene.self) === app.maps)
    }

    @Test("Given a map, when the user taps a room and chooses its running event, then the event opens")
    func roomEventOpens() async throws {
        let app = try await appOnTheVenueMap()

        app.visible(CapturingMapDetailScene.self)?.simulateTapping(x: 600, y: 300)
        app.visible(CapturingMapDetailScene.self)?.simulateSelectingTapResult(titled: "Drawing Paws")

        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
    }

    @Test(
        "Given the venue map, when the user taps the way to the Dealers' Den, then that map opens at its entrance, and a dealer tapped there opens"
    )
    func placeOnAnotherMapThenDealer() async throws {
        let app = try await appOnTheVenueMap()

        app.visible(CapturingMapDetailScene.self)?.simulateTapping(x: 800, y: 700)

        let den = app.visible(CapturingMapDetailScene.self)
        #expect(den?.viewModel?.name == "Dealers' Den")
        #expect(den?.viewModel?.focus == "Dealers' Den entrance at (1000, 1400)")
        den?.simulateTapping(x: 300, y: 400)
        #expect(app.visible(CapturingDealerDetailScene.self)?.viewModel?.name == "Sketchy Fox Art")
    }

    @Test(
        "Given an event opened from the Schedule, when the user asks for its room on the map, then the venue opens there, marking the room"
    )
    func eventRoomOpensOnTheMap() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Drawing Paws")

        app.visible(CapturingEventDetailScene.self)?.simulateSelectingRoomLocation()

        let map = app.visible(CapturingMapDetailScene.self)
        #expect(map?.viewModel?.focus == "Panel Room at (600, 300)")
        #expect(app.navigator.selectedSectionTitle == "Schedule")
        #expect(app.goBack())
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
    }
}
