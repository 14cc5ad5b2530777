import ConbookCore
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: ranked search with the matched words highlighted")
struct ScheduleSearchRankingTests {
    @Test(
        "Given a search for `art`, when listed, then the event with it in the title comes first with the word highlighted, and the one with it only in its tags follows, nothing highlighted"
    )
    func rankedAndHighlighted() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "art")

        #expect(context.scene.listedTitles == ["Art Show Tour", "Drawing Paws"])
        #expect(context.scene.rows.map { $0.highlightedTitle?.highlightedParts } == [["Art"], nil])
        #expect(context.scene.rows.first?.highlightedTitle?.plainText == "Art Show Tour")
    }

    @Test("Given the search ends, when the day lists again, then no title is highlighted")
    func noHighlightOutsideSearch() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())
        context.scene.simulateSearching(for: "paws")
        #expect(context.scene.rows.first?.highlightedTitle?.highlightedParts == ["Paws"])

        context.scene.simulateSearching(for: "")

        #expect(context.scene.rows.allSatisfy { $0.highlightedTitle == nil })
    }
}
