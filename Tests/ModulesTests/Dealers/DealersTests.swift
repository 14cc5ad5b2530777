import ConbookCore
import ConbookDealers
import ConbookTesting
import Testing

@MainActor
@Suite("Dealers")
struct DealersTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given the Dealers' Den, when the listing appears, then every dealer is listed A–Z by the name shown, names without a letter last"
    )
    func listsEveryDealerAToZ() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())

        #expect(context.scene.letters == ["E", "P", "S", "W", "#"])
        #expect(context.scene.listedNames == ["Élan Vital", "Pawsome Plush", "Sketchy Fox Art", "wolf & co", "8-Bit Critters"])
        #expect(context.scene.viewModel?.heading == "5 dealers, A–Z")
        #expect(context.scene.viewModel?.emptyMessage == nil)
        #expect(context.scene.viewModel?.focusedSectionIndex == nil)
    }

    @Test(
        "Given dealers with nicknames, days and the After Dark den, then each row shows the other name when it differs, and notes"
    )
    func rowsShowAlternateNamesAndNotes() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())

        #expect(
            context.scene.row(named: "Sketchy Fox Art")
                == DealerRowViewModel(
                    id: Sample.sketchyFox.id.rawValue, name: "Sketchy Fox Art", alternateName: "SketchyFox", notes: []))
        #expect(
            context.scene.row(named: "Pawsome Plush")
                == DealerRowViewModel(
                    id: Sample.pawsomePlush.id.rawValue, name: "Pawsome Plush", alternateName: nil, notes: ["not every day"]))
        #expect(
            context.scene.row(named: "Élan Vital")
                == DealerRowViewModel(
                    id: Sample.elanVital.id.rawValue, name: "Élan Vital", alternateName: "Elan",
                    notes: ["not every day", "After Dark"]))
    }

    @Test(
        "Given the listing, when the user searches a nickname, then only that dealer is listed under its letter, and the heading counts it"
    )
    func searchFindsANickname() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "pixel")

        #expect(context.scene.letters == ["#"])
        #expect(context.scene.listedNames == ["8-Bit Critters"])
        #expect(context.scene.viewModel?.heading == "1 of 5 dealers")
        #expect(context.scene.viewModel?.searchText == "pixel")
    }

    @Test(
        "Given the listing, when the user searches without case or accents, then the name still matches; empty text ends the search"
    )
    func searchIgnoresCaseAndDiacritics() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "ELAN vit")
        #expect(context.scene.listedNames == ["Élan Vital"])

        context.scene.simulateSearching(for: "  ")
        #expect(context.scene.listedNames.count == 5)
        #expect(context.scene.viewModel?.searchText == "")
        #expect(context.scene.viewModel?.heading == "5 dealers, A–Z")
    }

    @Test("Given a search without matches, then it says nothing matches")
    func searchWithoutMatches() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateSearching(for: "dragon")

        #expect(context.scene.viewModel?.sections == [])
        #expect(context.scene.viewModel?.emptyMessage == "No dealers match “dragon”.")
        #expect(context.scene.viewModel?.heading == "0 of 5 dealers")
    }

    @Test(
        "Given the listing, then every category is on; when one is turned off, then only dealers with none of their categories on are hidden"
    )
    func togglingACategoryHidesDealersWithoutAnActiveOne() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())
        #expect(context.scene.viewModel?.categories.map(\.name) == ["Artwork", "Commissions", "Fursuits", "Plushies", "Prints"])
        #expect(context.scene.inactiveCategories == [])

        context.scene.simulateTogglingCategory(named: "Prints")

        #expect(context.scene.inactiveCategories == ["Prints"])
        #expect(context.scene.listedNames == ["Élan Vital", "Pawsome Plush", "Sketchy Fox Art", "wolf & co"])
        #expect(context.scene.viewModel?.heading == "4 of 5 dealers")

        context.scene.simulateTogglingCategory(named: "Commissions")
        #expect(context.scene.listedNames == ["Élan Vital", "Pawsome Plush", "wolf & co"])

        context.scene.simulateTogglingCategory(named: "Prints")
        #expect(context.scene.inactiveCategories == ["Commissions"])
        #expect(context.scene.listedNames == ["Élan Vital", "Pawsome Plush", "Sketchy Fox Art", "wolf & co", "8-Bit Critters"])
    }

    @Test("Given categories turned off, when the user turns them all on again, then every dealer is listed")
    func allCategoriesAgain() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())
        for category in ["Artwork", "Commissions", "Fursuits", "Plushies", "Prints"] {
            context.scene.simulateTogglingCategory(named: category)
        }
        #expect(context.scene.listedNames == [])
        #expect(context.scene.viewModel?.emptyMessage == "Every category is turned off.")

        context.scene.simulateActivatingAllCategories()

        #expect(context.scene.listedNames.count == 5)
        #expect(context.scene.inactiveCategories == [])
        #expect(context.scene.viewModel?.heading == "5 dealers, A–Z")
    }

    @Test(
        "Given a category turned off, when a search finds only dealers of it, then it says none match in the categories turned on"
    )
    func searchWithinCategories() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())
        context.scene.simulateTogglingCategory(named: "Plushies")

        context.scene.simulateSearching(for: "plush")

        #expect(context.scene.listedNames == [])
        #expect(context.scene.viewModel?.emptyMessage == "No dealers match “plush” in the categories turned on.")
    }

    @Test(
        "Given the listing, when the user jumps to a letter, then that letter's section is brought into view; a search goes back to the top"
    )
    func jumpingToALetter() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateJumping(toLetter: "W")
        #expect(context.scene.focusedLetter == "W")
        #expect(context.scene.listedNames.count == 5)

        context.scene.simulateJumping(toLetter: nil)
        #expect(context.scene.focusedLetter == nil)

        context.scene.simulateJumping(toLetter: "S")
        context.scene.simulateSearching(for: "fox")
        #expect(context.scene.focusedLetter == nil)
    }

    @Test("Given the listing, when the user chooses a dealer, then the module reports that dealer")
    func selectingADealer() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext())
        context.scene.simulateSearching(for: "wolf")

        context.scene.simulateSelectingDealer(named: "wolf & co")
        context.scene.simulateSelectingDealer(id: "no-such-dealer")

        #expect(context.delegate.selectedDealers == [Sample.wolfAndCo.id])
    }

    @Test(
        "Given a search and a category turned off, when a sync changes the dealers, then the listing follows and keeps the choices; a category gone is forgotten"
    )
    func staysCurrent() async throws {
        let core = try ConbookTestContext()
        var content = Sample.content
        content[Dealer.self].upsert(Dealer(id: "dealer-new", displayName: "Foxy Plush", categories: ["Plushies"]))
        content[Dealer.self].remove(Sample.wolfAndCo.id)
        core.answerSyncs(with: content)
        let context = DealersModuleTestContext(core: core)
        context.scene.simulateTogglingCategory(named: "Fursuits")
        context.scene.simulateTogglingCategory(named: "Artwork")
        context.scene.simulateSearching(for: "fox")
        #expect(context.scene.listedNames == ["Sketchy Fox Art"])

        core.conbook.refreshConvention.startRefresh()
        await core.settle()

        #expect(context.scene.listedNames == ["Foxy Plush", "Sketchy Fox Art"])
        #expect(context.scene.viewModel?.searchText == "fox")
        #expect(context.scene.viewModel?.categories.map(\.name) == ["Artwork", "Commissions", "Plushies", "Prints"])
        #expect(context.scene.inactiveCategories == ["Artwork"])
    }
}
