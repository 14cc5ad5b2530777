import ConbookCore
import ConbookKnowledge
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge")
struct KnowledgeTests {
    private typealias Sample = SampleConvention

    @Test("Given the knowledge base, when it appears, then its groups show by order with description, icon and how many entries")
    func groupsByOrder() throws {
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.viewModel
                == KnowledgeViewModel(
                    heading: "3 groups, 4 entries",
                    groups: [
                        KnowledgeGroupRowViewModel(
                            id: Sample.travelGroup.id.rawValue, title: "Travel", subtitle: "Getting to the venue",
                            iconCode: "f3c5", entryCount: "2 entries"),
                        KnowledgeGroupRowViewModel(
                            id: Sample.rulesGroup.id.rawValue, title: "Rules", subtitle: "What we ask of everyone", iconCode: nil,
                            entryCount: "1 entry"),
                        KnowledgeGroupRowViewModel(
                            id: Sample.lostFoundGroup.id.rawValue, title: "Lost & Found", subtitle: nil, iconCode: nil,
                            entryCount: "1 entry"),
                    ]))
    }

    @Test(
        "Given a group of several entries, when chosen, then the module reports the group; a group of one entry reports that entry at once"
    )
    func choosingAGroup() throws {
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSelectingGroup(titled: "Travel")
        context.scene.simulateSelectingGroup(titled: "Lost & Found")

        #expect(context.delegate.selectedGroups == [Sample.travelGroup.id])
        #expect(context.delegate.selectedEntries == [Sample.lostFoundEntry.id])
    }

    @Test("Given a search, when typed, then the entries found show in their groups, and one chosen is reported")
    func searching() throws {
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "  Cón ")

        #expect(context.scene.viewModel?.heading == "2 entries found for “Cón”")
        #expect(context.scene.viewModel?.groups == [])
        #expect(context.scene.resultTitles == ["Rules: Code of conduct", "Lost & Found: Lost and found"])
        context.scene.simulateSelectingResult(titled: "Code of conduct")
        #expect(context.delegate.selectedEntries == [Sample.conductEntry.id])
    }

    @Test("Given a search that finds nothing, then it says so; an empty search lists the groups again")
    func emptySearch() throws {
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "karaoke")
        #expect(context.scene.viewModel?.emptyMessage == "Nothing found for “karaoke”.")
        #expect(context.scene.viewModel?.heading == "No entries found for “karaoke”")

        context.scene.simulateSearching(for: "")
        #expect(context.scene.groupTitles == ["Travel", "Rules", "Lost & Found"])
    }

    @Test("Given no knowledge base, when it appears, then it says it is empty")
    func emptyKnowledgeBase() throws {
        var content = Sample.content
        content[KnowledgeGroup.self] = EntityTable()
        content[KnowledgeEntry.self] = EntityTable()
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext.storing(content))

        #expect(
            context.scene.viewModel
                == KnowledgeViewModel(
                    heading: "0 groups, no entries", emptyMessage: "The knowledge base is empty."))
    }

    @Test("Given a search shown, when a sync adds a matching entry, then the search stays and shows it")
    func syncKeepsTheSearch() async throws {
        let core = try ConbookTestContext()
        var content = Sample.content
        content[KnowledgeEntry.self].upsert(
            KnowledgeEntry(
                id: "entry-night-bus", groupID: Sample.travelGroup.id, title: "Night bus", text: "After the shuttle stops.",
                order: 3))
        core.answerSyncs(with: content)
        let context = KnowledgeModuleTestContext(core: core)
        context.scene.simulateSearching(for: "bus")
        #expect(context.scene.resultTitles == ["Travel: Shuttle bus"])

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel?.searchText == "bus")
        #expect(context.scene.resultTitles == ["Travel: Shuttle bus", "Travel: Night bus"])
    }

    @Test("Given groups and entries with empty names, when shown, then they read as untitled, not blank")
    func untitled() throws {
        var content = Sample.content
        content[KnowledgeGroup.self].upsert(KnowledgeGroup(id: "knowledge-blank", name: "  ", order: 9))
        content[KnowledgeEntry.self].upsert(
            KnowledgeEntry(id: "entry-blank", groupID: "knowledge-blank", title: "", text: "zebra"))
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext.storing(content))

        #expect(context.scene.groupTitles.last == "Untitled group")
        context.scene.simulateSearching(for: "zebra")
        #expect(context.scene.resultTitles == ["Untitled group: Untitled entry"])
    }
}
