import ConbookCore
import ConbookDealers
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Dealers")
struct WebDealersSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: DealersViewModel) -> (WebDealersScene, CapturingDealersDelegate) {
        let scene = harness.factory.makeDealersScene()
        let delegate = CapturingDealersDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let dealers = DealersViewModel(
        heading: "3 dealers, A–Z", searchText: "",
        categories: [
            DealerCategoryViewModel(name: "Plushies", isActive: false),
            DealerCategoryViewModel(name: "Prints", isActive: true),
        ],
        sections: [
            DealersSectionViewModel(
                title: "A",
                rows: [
                    DealerRowViewModel(
                        id: "d/1", name: "Arty <script>alert(1)</script>", alternateName: "Arty",
                        notes: ["not every day", "After Dark"])
                ]),
            DealersSectionViewModel(
                title: "S", rows: [DealerRowViewModel(id: "d2", name: "Sketchy Fox", alternateName: nil, notes: [])]),
        ],
        letters: ["A", "S", "Z"],
        page: DealersPageViewModel(
            index: 1, count: 3, dealerCount: 120, shownDealers: 51...100, summary: "dealers 51–100 of 120 · page 2 of 3"),
        focusedSectionIndex: nil, emptyMessage: nil)

    /// What a browser sends for a form whose field `name` the person set to `value`.
    private func filledIn(_ form: ParsedForm, _ name: String, _ value: String) -> WebForm {
        var fields = form.fields
        fields[name] = value
        fields[WebForm.actionField] = nil
        return WebForm(action: form.action ?? "", fields: fields.map { (name: $0.key, value: $0.value) })
    }

    @Test(
        "Given a page of dealers, when the page is written, then each letter has its heading, each dealer links to its page and a name with markup shows as text"
    )
    func writesTheListing() {
        let (scene, delegate) = loadedScene(Self.dealers)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/dealers")
        #expect(title == "Dealers")
        #expect(page.all("h2").map(\.text) == ["A", "S"])
        #expect(page.linkAddresses == ["/dealers/d%2F1", "/dealers/d2"])
        #expect(page.text.contains("Arty <script>alert(1)</script> (Arty)"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("not every day · After Dark"))
        #expect(page.text.contains("3 dealers, A–Z"))
        #expect(page.text.contains("dealers 51–100 of 120 · page 2 of 3"))
        #expect(page.text.contains("Page 2 of 3"))
        let search = page.all("input").filter { $0.attributes["type"] == "search" }
        #expect(search.map { $0.attributes["name"] } == ["query"])
        #expect(page.all("label").contains { $0.attributes["for"] == search.first?.attributes["id"] })
        let pressed = page.all("button").filter { $0.attributes["aria-pressed"] != nil }
        #expect(pressed.map { "\($0.text)=\($0.attributes["aria-pressed"] ?? "")" } == ["Plushies=false", "Prints=true"])
    }

    @Test("Given the page, when a category's form is posted, then the presenter is told that category's place in the list")
    func togglesACategoryByName() throws {
        let (scene, delegate) = loadedScene(Self.dealers)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.fields["category"] == "Prints" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "allCategories" }), to: scene)

        #expect(delegate.toggledCategories == [1])
        #expect(delegate.allCategories == 1)
    }

    @Test("Given the page, when a letter, a page turn and a search are posted, then the presenter is told each")
    func lettersPagesAndSearch() throws {
        let (scene, delegate) = loadedScene(Self.dealers)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.fields["letter"] == "Z" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "page" && $0.buttons == ["Next page"] }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "page" && $0.buttons == ["Previous page"] }), to: scene)
        let jump = try #require(forms.first { $0.action == "page" && $0.buttons == ["Show"] })
        try scene.act(on: filledIn(jump, "page", "3"))
        let search = try #require(forms.first { $0.action == "search" })
        try scene.act(on: filledIn(search, "query", "fox"))

        #expect(delegate.letters == [2])
        #expect(delegate.pages == [2, 0, 2])
        #expect(delegate.searches == ["fox"])
    }

    @Test(
        "Given a letter jumped to, when the page is written, then it shows from that letter on, marked current, and the whole page can come back"
    )
    func showsFromTheFocusedLetter() throws {
        var focused = Self.dealers
        focused.focusedSectionIndex = 1
        let (scene, delegate) = loadedScene(focused)
        let page = harness.page(of: scene).page

        #expect(page.all("h2").map(\.text) == ["S"])
        #expect(page.all("button").filter { $0.attributes["aria-current"] == "page" }.map(\.text) == ["S"])
        try harness.post(try #require(page.forms.first { $0.action == "wholePage" }), to: scene)
        #expect(delegate.letters == [nil])
    }

    @Test(
        "Given forms naming a category, letter or page the listing lacks, or an action the page lacks, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(Self.dealers)

        #expect(throws: WebFormError.malformedField("category")) {
            try scene.act(on: WebForm(action: "category", fields: [("category", "Fursuits")]))
        }
        #expect(throws: WebFormError.malformedField("letter")) {
            try scene.act(on: WebForm(action: "letter", fields: [("letter", "Q")]))
        }
        #expect(throws: WebFormError.malformedField("page")) {
            try scene.act(on: WebForm(action: "page", fields: [("page", "4")]))
        }
        #expect(throws: WebFormError.malformedField("page")) {
            try scene.act(on: WebForm(action: "page", fields: [("page", "0")]))
        }
        #expect(throws: WebFormError.missingField("query")) { try scene.act(on: WebForm(action: "search", fields: [])) }
        #expect(throws: WebFormError.unknownAction("delete")) { try scene.act(on: WebForm(action: "delete", fields: [])) }
        #expect(delegate.toggledCategories.isEmpty && delegate.letters.isEmpty && delegate.pages.isEmpty)
        #expect(delegate.searches.isEmpty)
    }

    @Test(
        "Given no listing yet, then the page says it is loading and refuses forms; given an empty search, then it says why and offers to end it"
    )
    func loadingAndEmpty() throws {
        let scene = harness.factory.makeDealersScene()
        let delegate = CapturingDealersDelegate()
        scene.setDelegate(delegate)

        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "search", fields: [("query", "")])) }
        #expect(delegate.loads == 0)

        scene.show(
            DealersViewModel(
                heading: "0 of 120 dealers", searchText: "zebra", categories: [], sections: [], focusedSectionIndex: nil,
                emptyMessage: "No dealers match “zebra”."))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("No dealers match “zebra”."))
        #expect(page.all("h2").isEmpty)
        let end = try #require(page.forms.first { $0.buttons == ["End the search"] })
        try harness.post(end, to: scene)
        #expect(delegate.searches == [""])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeDealersScene()
        scene.show(Self.dealers)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Händler")
        #expect(page.text.contains("Händler nach Name oder Spitzname suchen"))
        #expect(page.text.contains("Seite 2 von 3"))
    }
}

@MainActor
private final class CapturingDealersDelegate: DealersSceneDelegate {
    var loads = 0
    var searches: [String] = []
    var toggledCategories: [Int] = []
    var allCategories = 0
    var letters: [Int?] = []
    var pages: [Int] = []
    var selectedIDs: [String] = []

    func dealersSceneDidLoad() { loads += 1 }
    func dealersSceneDidChangeSearchText(_ text: String) { searches.append(text) }
    func dealersSceneDidToggleCategory(at index: Int) { toggledCategories.append(index) }
    func dealersSceneDidActivateAllCategories() { allCategories += 1 }
    func dealersSceneDidSelectLetter(at index: Int?) { letters.append(index) }
    func dealersSceneDidSelectPage(at index: Int) { pages.append(index) }
    func dealersSceneDidSelectDealer(id: String) { selectedIDs.append(id) }
}
