import ConbookCore
import ConbookDealers
import ConbookTesting
import Testing

@MainActor
@Suite("Dealers: a page at a time")
struct DealersPagingTests {
    private typealias Sample = SampleConvention

    /// The sample's five dealers and three more, stored: A–Z they are Élan Vital, Otter Goods,
    /// Pawsome Plush, Quill & Ink, Sketchy Fox Art, wolf & co, Yarn Yard, 8-Bit Critters.
    private static var content: ConventionContent {
        var content = Sample.content
        for (id, name) in [("dealer-otter", "Otter Goods"), ("dealer-quill", "Quill & Ink"), ("dealer-yarn", "Yarn Yard")] {
            content[Dealer.self].upsert(Dealer(id: Dealer.ID(id), displayName: name, categories: ["Prints"]))
        }
        return content
    }

    private func core() throws -> ConbookTestContext {
        let core = try ConbookTestContext.storing(Self.content)
        core.answerSyncs(with: Self.content)
        return core
    }

    @Test(
        "Given eight dealers and pages of three, when the listing appears, then the first three are listed A–Z, the page says which of how many it is, and every letter of the den can be jumped to"
    )
    func firstPage() throws {
        let context = DealersModuleTestContext(core: try core(), pageSize: 3)

        #expect(context.scene.listedNames == ["Élan Vital", "Otter Goods", "Pawsome Plush"])
        #expect(context.scene.viewModel?.heading == "8 dealers, A–Z")
        #expect(context.scene.viewModel?.page.summary == "dealers 1–3 of 8 · page 1 of 3")
        #expect(context.scene.viewModel?.page.shownDealers == 1...3)
        #expect(context.scene.viewModel?.letters == ["E", "O", "P", "Q", "S", "W", "Y", "#"])
    }

    @Test(
        "Given the first page, when the user turns to the last, then it lists the rest; a page past the end shows the last one"
    )
    func turnsPages() throws {
        let context = DealersModuleTestContext(core: try core(), pageSize: 3)

        context.scene.simulateSelectingPage(at: 2)
        #expect(context.scene.listedNames == ["Yarn Yard", "8-Bit Critters"])
        #expect(context.scene.viewModel?.page.summary == "dealers 7–8 of 8 · page 3 of 3")

        context.scene.simulateSelectingPage(at: 9)
        #expect(context.scene.viewModel?.page.index == 2)
    }

    @Test(
        "Given the first page, when the user jumps to a letter on a later page, then that page shows with the letter's section brought into view; choosing a dealer there reports that dealer"
    )
    func jumpsToALetterOnAnotherPage() throws {
        let context = DealersModuleTestContext(core: try core(), pageSize: 3)

        context.scene.simulateJumping(toLetter: "W")

        #expect(context.scene.viewModel?.page.index == 1)
        #expect(context.scene.listedNames == ["Quill & Ink", "Sketchy Fox Art", "wolf & co"])
        #expect(context.scene.focusedLetter == "W")
        context.scene.simulateSelectingDealer(named: "wolf & co")
        #expect(context.delegate.selectedDealers == [Sample.wolfAndCo.id])
    }

    @Test(
        "Given the second page, when the user searches or turns a category off, then the listing starts again at its first page"
    )
    func narrowingGoesBackToTheFirstPage() throws {
        let context = DealersModuleTestContext(core: try core(), pageSize: 3)
        context.scene.simulateSelectingPage(at: 1)

        context.scene.simulateSearching(for: "o")
        #expect(context.scene.viewModel?.page.index == 0)
        #expect(context.scene.listedNames == ["Otter Goods"])
        #expect(context.scene.viewModel?.page.summary == nil)

        context.scene.simulateSearching(for: "")
        context.scene.simulateSelectingPage(at: 1)
        context.scene.simulateTogglingCategory(named: "Prints")
        #expect(context.scene.viewModel?.page.index == 0)
        #expect(context.scene.listedNames.first == "Élan Vital")
        #expect(!context.scene.listedNames.contains("Otter Goods"))
    }

    @Test(
        "Given the last page, when a sync takes dealers away so that it no longer exists, then the listing shows its new last page"
    )
    func aSyncThatShortensTheListingKeepsAPage() async throws {
        let core = try core()
        let context = DealersModuleTestContext(core: core, pageSize: 3)
        context.scene.simulateSelectingPage(at: 2)
        var content = Self.content
        for id in ["dealer-otter", "dealer-quill", "dealer-yarn"] {
            content[Dealer.self].remove(Dealer.ID(id))
        }
        core.answerSyncs(with: content)

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.viewModel?.page.index == 1)
        #expect(context.scene.listedNames == ["wolf & co", "8-Bit Critters"])
    }
}
