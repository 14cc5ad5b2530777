import ConbookCore
import ConbookDirector
import ConbookEventDetail
import ConbookPeople
import ConbookPersonDetail
import ConbookSchedule
import ConbookTesting
import ConbookWebPage
import Testing

@MainActor
@Suite("Director: the People section and people's pages")
struct PeopleFlowTests {
    private typealias Sample = SampleConvention

    /// The app started over the sample with the people the source describes (its syncs too).
    private static func startedWithPeople() async throws -> AppTestEnvironment {
        let core = try ConbookTestContext.storing(SamplePeople.content)
        core.answerSyncs(with: SamplePeople.content)
        let app = AppTestEnvironment(core: core)
        await app.start()
        return app
    }

    @Test(
        "Given the People section, when the user chooses a person and then one of their events, then the person's page opens there and the event on top; back returns step by step"
    )
    func personThenEvent() async throws {
        let app = try await Self.startedWithPeople()
        app.selectSection("People")

        app.people?.simulateSelecting(named: "Sketchy Fox")
        let person = app.visible(CapturingPersonDetailScene.self)
        person?.simulateSelectingEvent(titled: "Drawing Paws")

        #expect(person?.viewModel?.tagLine == "Pencil maker from Lübeck")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Drawing Paws")
        #expect(app.navigator.selectedSectionTitle == "People")
        #expect(app.goBack())
        #expect(app.visible(CapturingPersonDetailScene.self) === person)
        #expect(app.goBack())
        #expect(app.visible(CapturingPeopleScene.self) === app.people)
    }

    @Test(
        "Given an event's page on the schedule, when the user chooses a host, then their page opens on top, listing the event; choosing it again opens the event once more"
    )
    func hostFromAnEvent() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Schedule")
        app.schedule?.simulateSelectingEvent(titled: "Opening Ceremony")

        app.visible(CapturingEventDetailScene.self)?.simulateSelectingHost(named: "Con Chair")

        let person = app.visible(CapturingPersonDetailScene.self)
        #expect(person?.viewModel?.name == "Con Chair")
        #expect(person?.eventTitles == ["Opening Ceremony", "Closing Ceremony"])
        person?.simulateSelectingEvent(titled: "Closing Ceremony")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Closing Ceremony")
        #expect(app.navigator.selectedSectionTitle == "Schedule")
    }

    @Test("Given a search on the schedule, when the user chooses a person it found, then their page opens on top there")
    func personFromASearch() async throws {
        let app = try await Self.startedWithPeople()
        app.selectSection("Schedule")
        app.schedule?.simulateSearching(for: "pérez")

        #expect(app.schedule?.viewModel?.people == ["Pérez Paw"])
        app.schedule?.simulateSelectingPerson(named: "Pérez Paw")

        #expect(app.visible(CapturingPersonDetailScene.self)?.eventTitles == ["Ask the Chair"])
        #expect(app.navigator.selectedSectionTitle == "Schedule")
    }

    @Test("Given a person's page, when the user follows their link, then it opens as a web page")
    func linkFromAPerson() async throws {
        let app = try await Self.startedWithPeople()
        app.selectSection("People")
        app.people?.simulateSelecting(named: "Sketchy Fox")

        app.visible(CapturingPersonDetailScene.self)?.simulateSelectingLink(named: "Portfolio")

        #expect(app.visible(CapturingWebPageScene.self) != nil)
    }
}
