import ConbookCore
import ConbookDealerDetail
import ConbookDirector
import ConbookEventDetail
import ConbookKnowledgeDetail
import ConbookKnowledgeGroup
import ConbookMapDetail
import ConbookTesting
import ConbookWebPage
import Testing

@MainActor
@Suite("Director: the Knowledge section's flows")
struct KnowledgeFlowTests {
    private typealias Sample = SampleConvention

    /// The app with the shuttle entry's links replaced, at the Knowledge section.
    private func app(withShuttleLinks links: [Link]) async throws -> AppTestEnvironment {
        var content = Sample.content
        var shuttle = Sample.shuttleEntry
        shuttle.links = links
        content[KnowledgeEntry.self].upsert(shuttle)
        let core = try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content))
        core.api.answer(
            with: .success(
                .fullSnapshot(
                    of: content, conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60))
                )))
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.selectSection("Knowledge")
        return app
    }

    @Test(
        "Given the Knowledge section, when the user chooses a group, then its entries open on top; an entry opens over them; back returns each way"
    )
    func groupThenEntry() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Knowledge")

        app.knowledge?.simulateSelectingGroup(titled: "Travel")
        #expect(app.visible(CapturingKnowledgeGroupScene.self)?.entryTitles == ["Parking", "Shuttle bus"])
        app.visible(CapturingKnowledgeGroupScene.self)?.simulateSelectingEntry(titled: "Shuttle bus")

        #expect(app.visible(CapturingKnowledgeDetailScene.self)?.viewModel?.title == "Shuttle bus")
        #expect(app.navigator.selectedSectionTitle == "Knowledge")
        #expect(app.goBack())
        #expect(app.visible(CapturingKnowledgeGroupScene.self) != nil)
        #expect(app.goBack())
        #expect(app.visible(CapturingKnowledgeScene.self) === app.knowledge)
    }

    @Test("Given a group of one entry, when chosen, then the entry opens at once")
    func singleEntryGroup() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Knowledge")

        app.knowledge?.simulateSelectingGroup(titled: "Lost & Found")

        #expect(app.visible(CapturingKnowledgeDetailScene.self)?.viewModel?.title == "Lost and found")
    }

    @Test("Given a search, when an entry found is chosen, then it opens")
    func searchResultOpens() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Knowledge")

        app.knowledge?.simulateSearching(for: "badge")
        app.knowledge?.simulateSelectingResult(titled: "Code of conduct")

        #expect(app.visible(CapturingKnowledgeDetailScene.self)?.viewModel?.title == "Code of conduct")
    }

    @Test(
        "Given an entry's links, when each is followed, then a web page opens as a page, an event, a dealer, a room on the map and another entry open their scenes"
    )
    func linksLeadToTheirScenes() async throws {
        let cid = Sample.identifier.rawValue
        let app = try await app(withShuttleLinks: [
            Link(name: "a Timetable", target: .web("https://convention.example/shuttle")),
            Link(name: "b Opening", target: .web("https://app.eurofurence.org/\(cid)/Web/Events/\(Sample.opening.id.rawValue)")),
            Link(
                name: "c Sketchy", target: .web("https://app.eurofurence.org/\(cid)/Web/Dealers/\(Sample.sketchyFox.id.rawValue)")
            ),
            Link(name: "d Stage", target: .room(Sample.mainStage.id)),
            Link(
                name: "e Rules",
                target: .web("https://app.eurofurence.org/\(cid)/Web/KnowledgeEntries/\(Sample.conductEntry.id.rawValue)")),
            Link(name: "f All", target: .web("https://app.eurofurence.org/\(cid)/Web/KnowledgeGroups")),
        ])
        app.knowledge?.simulateSelectingGroup(titled: "Travel")
        app.visible(CapturingKnowledgeGroupScene.self)?.simulateSelectingEntry(titled: "Shuttle bus")
        let entry = try #require(app.visible(CapturingKnowledgeDetailScene.self))

        entry.simulateSelectingLink(named: "a Timetable")
        #expect(app.visible(CapturingWebPageScene.self)?.viewModel?.address == "https://convention.example/shuttle")
        entry.simulateSelectingLink(named: "b Opening")
        #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Opening Ceremony")
        entry.simulateSelectingLink(named: "c Sketchy")
        #expect(app.visible(CapturingDealerDetailScene.self)?.viewModel?.name == "Sketchy Fox Art")
        entry.simulateSelectingLink(named: "d Stage")
        #expect(app.visible(CapturingMapDetailScene.self)?.viewModel?.name == "Venue")
        entry.simulateSelectingLink(named: "e Rules")
        #expect(app.visible(CapturingKnowledgeDetailScene.self)?.viewModel?.title == "Code of conduct")
        entry.simulateSelectingLink(named: "f All")
        #expect(app.visible(CapturingKnowledgeScene.self)?.groupTitles == ["Travel", "Rules", "Lost & Found"])
        #expect(app.navigator.selectedSectionTitle == "Knowledge")
    }

    @Test(
        "Given links to an unknown event and a hostile address, when followed, then the event says it is not in the convention and the hostile one opens nothing"
    )
    func unknownAndHostileLinks() async throws {
        let app = try await app(withShuttleLinks: [
            Link(
                name: "Gone", target: .web("https://app.eurofurence.org/\(Sample.identifier.rawValue)/Web/Events/event-nowhere")),
            Link(name: "Evil", target: .web("javascript:alert(1)")),
        ])
        app.knowledge?.simulateSelectingGroup(titled: "Travel")
        app.visible(CapturingKnowledgeGroupScene.self)?.simulateSelectingEntry(titled: "Shuttle bus")
        let entry = try #require(app.visible(CapturingKnowledgeDetailScene.self))

        entry.simulateSelectingLink(named: "Evil")
        #expect(app.visible(CapturingKnowledgeDetailScene.self) === entry)
        entry.simulateSelectingLink(named: "Gone")
        #expect(app.visible(CapturingEventDetailScene.self)?.unavailableMessage != nil)
    }
}
