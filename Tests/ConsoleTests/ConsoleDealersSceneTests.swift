import ConbookConsole
import ConbookDealers
import Testing

@MainActor
@Suite("Console dealers scene")
struct ConsoleDealersSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingDealersSceneDelegate()
    let scene: ConsoleDealersScene

    static func viewModel(focusedSectionIndex: Int? = nil) -> DealersViewModel {
        DealersViewModel(
            heading: "5 dealers, A–Z", searchText: "",
            categories: ["Artwork", "Commissions", "Fursuits", "Plushies", "Prints"].map {
                DealerCategoryViewModel(name: $0, isActive: true)
            },
            sections: [
                DealersSectionViewModel(
                    title: "E",
                    rows: [
                        DealerRowViewModel(
                            id: "élan", name: "Élan Vital", alternateName: "Elan", notes: ["not every day", "After Dark"])
                    ]),
                DealersSectionViewModel(
                    title: "P",
                    rows: [
                        DealerRowViewModel(id: "pawsome", name: "Pawsome Plush", alternateName: nil, notes: ["not every day"])
                    ]),
                DealersSectionViewModel(
                    title: "S",
                    rows: [
                        DealerRowViewModel(id: "sketchy", name: "Sketchy Fox Art", alternateName: "SketchyFox", notes: [])
                    ]),
                DealersSectionViewModel(
                    title: "W",
                    rows: [
                        DealerRowViewModel(id: "wolf", name: "wolf & co", alternateName: "Wolf", notes: [])
                    ]),
                DealersSectionViewModel(
                    title: "#",
                    rows: [
                        DealerRowViewModel(id: "8-bit", name: "8-Bit Critters", alternateName: "Pixel", notes: [])
                    ]),
            ],
            focusedSectionIndex: focusedSectionIndex, emptyMessage: nil)
    }

    init() {
        scene = ConsoleDealersScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(Self.viewModel())
    }

    @Test(
        "Given the Dealers' Den, when rendered, then the filters, categories and letters show, then every dealer A–Z, numbered, with the other name and notes"
    )
    func rendersTheListing() {
        #expect(
            scene.render() == [
                "Dealers: 5 dealers, A–Z",
                "Filters: none",
                "Categories: Artwork · Commissions · Fursuits · Plushies · Prints",
                "Letters: E P S W #",
                "",
                "E",
                "  [1] Élan Vital (Elan)  not every day · After Dark",
                "",
                "P",
                "  [2] Pawsome Plush  not every day",
                "",
                "S",
                "  [3] Sketchy Fox Art (SketchyFox)",
                "",
                "W",
                "  [4] wolf & co (Wolf)",
                "",
                "#",
                "  [5] 8-Bit Critters (Pixel)",
            ])
    }

    @Test(
        "Given the user jumped to a letter, when rendered, then the page starts at that letter and keeps its numbers"
    )
    func rendersFromALetter() {
        scene.show(Self.viewModel(focusedSectionIndex: 2))
        #expect(
            Array(scene.render().dropFirst(3)) == [
                "Letters: E P S W #",
                "From S on; `letter` alone shows the whole page.",
                "",
                "S",
                "  [3] Sketchy Fox Art (SketchyFox)",
                "",
                "W",
                "  [4] wolf & co (Wolf)",
                "",
                "#",
                "  [5] 8-Bit Critters (Pixel)",
            ])
    }

    @Test("Given a search and a category off, when rendered, then the filters line names both; an empty result says why")
    func rendersFiltersAndTheEmptyMessage() {
        var filtered = Self.viewModel()
        filtered.searchText = "dragon"
        filtered.categories[4].isActive = false
        filtered.sections = []
        filtered.emptyMessage = "No dealers match “dragon” in the categories turned on."
        scene.show(filtered)

        #expect(
            scene.render() == [
                "Dealers: 5 dealers, A–Z",
                "Filters: search “dragon” · categories off: Prints",
                "Categories: Artwork · Commissions · Fursuits · Plushies · Prints",
                "",
                "  No dealers match “dragon” in the categories turned on.",
            ])
    }

    @Test("Given the listing, when dealers, searches, categories and letters are chosen, then the delegate hears indexes")
    func forwardsChoices() throws {
        try scene.perform("select 3")
        try scene.perform("5")
        try scene.perform("search pixel")
        try scene.perform("search")
        try scene.perform("filter category prin")
        try scene.perform("filter category")
        try scene.perform("letter s")
        try scene.perform("letter #")
        try scene.perform("letter")
        #expect(
            delegate.reports == [
                .selectedDealer(id: "sketchy"), .selectedDealer(id: "8-bit"), .searched("pixel"), .searched(""),
                .toggledCategory(4), .activatedAllCategories, .selectedLetter(2), .selectedLetter(4), .selectedLetter(nil),
            ])
    }

    @Test("Given the listing, when a command names what is not there, then the error says what is")
    func refusesWhatIsNotThere() {
        #expect(throws: ConsoleCommandError.noSuchItem(number: 6, count: 5)) { try scene.perform("select 6") }
        #expect(throws: ConsoleCommandError.noMatch(kind: .init(.kindLetter), query: "q", options: ["E", "P", "S", "W", "#"])) {
            try scene.perform("letter q")
        }
        #expect(
            throws: ConsoleCommandError.invalidArguments(command: "letter", expected: "one letter, or `#`", example: "letter m")
        ) {
            try scene.perform("letter sk")
        }
        #expect(
            throws: ConsoleCommandError.noMatch(
                kind: .init(.kindCategory), query: "toys", options: ["Artwork", "Commissions", "Fursuits", "Plushies", "Prints"])
        ) {
            try scene.perform("filter category toys")
        }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "filter", expected: "`category NAME`, or `category` alone", example: "filter category prints")
        ) {
            try scene.perform("filter track art")
        }
        #expect(delegate.reports.isEmpty)
        #expect(
            ConsoleCommandError.noMatch(kind: .init(.kindLetter), query: "q", options: ["E", "#"]).description
                == "No letter matches “q”. The letters are: E, #.")
        #expect(
            ConsoleCommandError.noMatch(kind: .init(.kindCategory), query: "toys", options: ["Artwork", "Prints"]).description
                == "No category matches “toys”. The categories are: Artwork, Prints.")
    }

    @Test(
        "Given the first of three pages, when rendered, then it says which dealers it shows, lists every letter of the den, and says how to turn the pages; `next`, `page 3` and `letter y` report the page and the letter chosen"
    )
    func rendersAndTurnsPages() throws {
        var viewModel = Self.viewModel()
        viewModel.sections = Array(viewModel.sections.prefix(2))
        viewModel.letters = ["E", "P", "S", "W", "Y", "#"]
        viewModel.page = DealersPageViewModel(
            index: 0, count: 3, dealerCount: 6, shownDealers: 1...2, summary: "dealers 1–2 of 6 · page 1 of 3")
        scene.show(viewModel)

        let lines = scene.render()
        #expect(lines.contains("Letters: E P S W Y #"))
        #expect(lines.contains("Showing dealers 1–2 of 6 · page 1 of 3"))
        #expect(lines.suffix(2) == ["", "`next` shows page 2; `page N` shows any page from 1 to 3."])
        try scene.perform("next")
        try scene.perform("page 3")
        try scene.perform("letter y")
        #expect(delegate.reports == [.selectedPage(1), .selectedPage(2), .selectedLetter(4)])
        #expect(throws: ConsoleCommandError.noPreviousPage) { try scene.perform("previous") }
        #expect(throws: ConsoleCommandError.noSuchPage(number: 4, count: 3)) { try scene.perform("page 4") }
    }
}
