import ConbookCore
import ConbookKnowledgeGroup
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge Group")
struct KnowledgeGroupTests {
    private typealias Sample = SampleConvention

    @Test("Given a group, when it appears, then its entries show by order, and one chosen is reported")
    func entriesByOrder() throws {
        let context = KnowledgeGroupModuleTestContext(core: try ConbookTestContext(), group: Sample.travelGroup.id)

        #expect(
            context.scene.viewModel
                == KnowledgeGroupViewModel(
                    id: Sample.travelGroup.id.rawValue, title: "Travel", subtitle: "Getting to the venue",
                    entries: [
                        KnowledgeEntryRowViewModel(id: Sample.parkingEntry.id.rawValue, title: "Parking"),
                        KnowledgeEntryRowViewModel(id: Sample.shuttleEntry.id.rawValue, title: "Shuttle bus"),
                    ]))
        context.scene.simulateSelectingEntry(titled: "Shuttle bus")
        #expect(context.delegate.selectedEntries == [Sample.shuttleEntry.id])
    }

    @Test("Given an unknown group, when it appears, then it says the group is not in the knowledge base")
    func unknownGroup() throws {
        let context = KnowledgeGroupModuleTestContext(core: try ConbookTestContext(), group: "knowledge-nowhere")

        #expect(context.scene.unavailableMessage == "This group is no longer in the knowledge base.")
        #expect(!context.scene.simulateSelectingEntry(titled: "Parking"))
    }

    @Test("Given a group shown, when a sync deletes it, then it shows as unavailable and choosing does nothing")
    func deletedBySync() async throws {
        let core = try ConbookTestContext()
        var content = Sample.content
        content[KnowledgeGroup.self].remove(Sample.travelGroup.id)
        content[KnowledgeEntry.self].removeAll { $0.groupID == Sample.travelGroup.id }
        core.answerSyncs(with: content)
        let context = KnowledgeGroupModuleTestContext(core: core, group: Sample.travelGroup.id)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.unavailableMessage == "This group is no longer in the knowledge base.")
        context.scene.simulateSelectingEntry(id: Sample.parkingEntry.id.rawValue)
        #expect(context.delegate.selectedEntries == [])
    }

    @Test("Given a group without entries, when it appears, then it says it has none")
    func emptyGroup() throws {
        var content = Sample.content
        content[KnowledgeGroup.self].upsert(KnowledgeGroup(id: "knowledge-empty", name: "Coming soon"))
        let context = KnowledgeGroupModuleTestContext(core: try ConbookTestContext.storing(content), group: "knowledge-empty")

        #expect(context.scene.viewModel?.emptyMessage == "This group has no entries yet.")
    }
}
