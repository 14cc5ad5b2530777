import ConbookCore
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: a long search text, pasted")
struct ScheduleLongSearchTests {
    static let pasted =
        "the quick brown fox jumps over the lazy dog and then some more words to make this a really long pasted search"

    @Test(
        "Given a search of 112 characters that matches nothing, when listed, then the heading and the empty message quote its first words with an ellipsis, and the search itself stays whole"
    )
    func longSearchIsQuotedShort() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: Self.pasted)

        let viewModel = try #require(context.scene.viewModel)
        #expect(viewModel.heading == "Search “the quick brown fox jumps over the lazy…” in all days")
        #expect(viewModel.emptyMessage == "No events match “the quick brown fox jumps over the lazy…”.")
        #expect(viewModel.searchText == Self.pasted)
    }

    @Test("Given a search of 40 characters or fewer, when listed, then it is quoted whole")
    func shortSearchIsQuotedWhole() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())
        let search = "a search of exactly forty characters ok!"
        #expect(search.count == 40)

        context.scene.simulateSearching(for: search)

        #expect(context.scene.viewModel?.heading == "Search “\(search)” in all days")
    }

    @Test(
        "Given text to quote, when shortened, then it is cut after a whole word within the limit, or inside a word that leaves no earlier space"
    )
    func shortening() {
        #expect(DisplayText.shortened("short", to: 10) == "short")
        #expect(DisplayText.shortened("one two three four", to: 10) == "one two…")
        #expect(DisplayText.shortened("Donaudampfschifffahrtsgesellschaft", to: 10) == "Donaudampf…")
        #expect(DisplayText.shortened("exactly10!", to: 10) == "exactly10!")
    }
}
