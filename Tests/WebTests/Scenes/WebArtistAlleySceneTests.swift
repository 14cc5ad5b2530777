import ConbookArtistAlley
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: ArtistAlley")
struct WebArtistAlleySceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: ArtistAlleyViewModel) -> (WebArtistAlleyScene, CapturingArtistAlleyDelegate) {
        let scene = harness.factory.makeArtistAlleyScene()
        let delegate = CapturingArtistAlleyDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let alley = ArtistAlleyViewModel(
        heading: "2 tables, by table number", searchText: "",
        rows: [
            ArtistAlleyRowViewModel(
                id: "t/10", table: "Table 10", name: "Inky <script>alert(1)</script>", shortDescription: "Ink drawings"),
            ArtistAlleyRowViewModel(id: "t11", table: nil, name: "Paper Wolf", shortDescription: nil),
        ], emptyMessage: nil)

    @Test(
        "Given tables, when the page is written, then each is a form naming its table's identity, with its number and description, and a name with markup shows as text"
    )
    func writesTheTables() {
        let (scene, delegate) = loadedScene(Self.alley)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/artist-alley")
        #expect(title == "Artist Alley")
        #expect(!html.contains("<script>"))
        let tables = page.forms.filter { $0.action == "select" }
        #expect(tables.map { $0.fields["id"] ?? "" } == ["t/10", "t11"])
        #expect(tables.map(\.buttons) == [["Inky <script>alert(1)</script>"], ["Paper Wolf"]])
        #expect(page.text.contains("Table 10 · Ink drawings"))
        #expect(page.text.contains("2 tables, by table number"))
        #expect(page.forms.contains { $0.action == "registration" && $0.buttons == ["Your own table"] })
        let search = page.all("input").filter { $0.attributes["type"] == "search" }
        #expect(page.all("label").contains { $0.attributes["for"] == search.first?.attributes["id"] })
    }

    @Test("Given the page, when a table's, the registration's and a search's forms are posted, then the presenter is told each")
    func postsEachForm() throws {
        let (scene, delegate) = loadedScene(Self.alley)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.fields["id"] == "t11" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "registration" }), to: scene)
        try scene.act(on: WebForm(action: "search", fields: [("query", "otter")]))

        #expect(delegate.selectedIDs == ["t11"])
        #expect(delegate.registrations == 1)
        #expect(delegate.searches == ["otter"])
    }

    @Test(
        "Given a form for a table the list lacks or of an action the page lacks, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(Self.alley)

        #expect(throws: WebFormError.malformedField("id")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "t99")]))
        }
        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(throws: WebFormError.unknownAction("checkOut")) { try scene.act(on: WebForm(action: "checkOut", fields: [])) }
        #expect(delegate.selectedIDs.isEmpty && delegate.registrations == 0)
    }

    @Test(
        "Given no alley yet, then the page is loading; given an empty alley, then it says why and still offers the registration")
    func loadingAndEmpty() {
        let scene = harness.factory.makeArtistAlleyScene()
        let delegate = CapturingArtistAlleyDelegate()
        scene.setDelegate(delegate)

        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "registration", fields: [])) }

        scene.show(ArtistAlleyViewModel(heading: "0 tables", searchText: "", rows: [], emptyMessage: "No table is accepted yet."))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("No table is accepted yet."))
        #expect(page.forms.contains { $0.action == "registration" })
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeArtistAlleyScene()
        scene.show(Self.alley)
        let page = harness.page(of: scene).page

        #expect(page.text.contains("Tische nach Name, Beschreibung oder Tischnummer suchen"))
        #expect(page.text.contains("Dein eigener Tisch"))
    }
}

@MainActor
private final class CapturingArtistAlleyDelegate: ArtistAlleySceneDelegate {
    var loads = 0
    var searches: [String] = []
    var selectedIDs: [String] = []
    var registrations = 0

    func artistAlleySceneDidLoad() { loads += 1 }
    func artistAlleySceneDidChangeSearchText(_ text: String) { searches.append(text) }
    func artistAlleySceneDidSelectTable(id: String) { selectedIDs.append(id) }
    func artistAlleySceneDidAskForOwnRegistration() { registrations += 1 }
}
