import ConbookCore
import ConbookLostAndFound
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Lost and found")
struct WebLostAndFoundSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: LostAndFoundViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebLostAndFoundScene, CapturingLostAndFoundDelegate) {
        let scene = (harness ?? self.harness).factory.makeLostAndFoundScene()
        let delegate = CapturingLostAndFoundDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let items = LostAndFoundViewModel(
        heading: "2 items · 1 lost, 1 found", search: "2 items match “phone” (end the search)",
        groups: [
            LostAndFoundGroupViewModel(
                title: "Lost (1)",
                items: [
                    LostAndFoundItemViewModel(
                        id: "7", title: "Phone <script>alert(1)</script>", time: "Lost Thu 25 Aug 11:30",
                        picture: LinkViewModel(
                            name: "Picture", destination: "web page · https://lf.example/7.jpg", canOpen: true,
                            address: "https://lf.example/7.jpg"),
                        isExpanded: true, details: ["A black phone in a red case.", "Reported Thu 25 Aug 11:00"])
                ]),
            LostAndFoundGroupViewModel(
                title: "Found (1)",
                items: [
                    LostAndFoundItemViewModel(
                        id: "8", title: "Phone charger", time: "Found Fri 26 Aug 09:00",
                        picture: LinkViewModel(name: "Picture", destination: "not opened: no address", canOpen: false))
                ]),
            LostAndFoundGroupViewModel(title: "Returned (0)", items: []),
        ])

    @Test(
        "Given items, when the page is written, then a labelled search, each status under its heading, an expanded item's details and its picture form show, a title with markup as text"
    )
    func writesItems() throws {
        let (scene, delegate) = loadedScene(items)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Lost & Found")
        #expect(scene.address.text == "/lost-and-found")
        let field = try #require(page.all("input").first { $0.attributes["type"] == "search" })
        #expect(page.all("label").first?.attributes["for"] == field.attributes["id"])
        #expect(page.all("h2").map(\.text) == ["Lost (1)", "Found (1)"])
        #expect(page.text.contains("2 items match “phone” (end the search)"))
        #expect(page.text.contains("A black phone in a red case. Reported Thu 25 Aug 11:00"))
        #expect(page.text.contains("Picture — not opened: no address"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("Phone <script>alert(1)</script>"))
        #expect(page.forms.filter { $0.action == "picture" }.map { $0.fields["id"] } == ["7"])
        #expect(page.forms.filter { $0.action == "select" }.map { $0.fields["id"] } == ["7", "8"])
    }

    @Test("Given the page, when each of its forms is posted, then the presenter is told each, an item by its identity")
    func postsEachAction() throws {
        let (scene, delegate) = loadedScene(items)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.last { $0.action == "select" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "picture" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "clear" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "refresh" }), to: scene)
        try scene.act(on: WebForm(action: "search", fields: [("query", "wallet")]))

        #expect(delegate.selected == ["8"])
        #expect(delegate.pictures == ["7"])
        #expect(delegate.searches == ["", "wallet"])
        #expect(delegate.refreshes == 1)
    }

    @Test("Given a form without its field, of an unknown action, or before the page loaded, then it is refused")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(items)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "picture", fields: [])) }
        #expect(throws: WebFormError.missingField("query")) { try scene.act(on: WebForm(action: "search", fields: [])) }
        #expect(throws: WebFormError.unknownAction("claim")) {
            try scene.act(on: WebForm(action: "claim", fields: [("id", "7")]))
        }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "refresh", fields: [])) }
        #expect(delegate.selected.isEmpty && delegate.pictures.isEmpty && delegate.refreshes == 0)
    }

    @Test(
        "Given nothing yet, nothing reported, or no login, when the page is written, then it says it is loading, the heading, or why with a login form"
    )
    func loadingEmptyAndObstacle() throws {
        let (scene, delegate) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        scene.show(LostAndFoundViewModel(heading: "Nothing is reported lost or found.", groups: []))
        let empty = harness.page(of: scene).page
        #expect(empty.text.contains("Nothing is reported lost or found."))
        #expect(empty.all("h2").isEmpty)
        scene.show(LostAndFoundViewModel(heading: "Lost & Found", obstacle: "Log in to see it.", groups: []))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("Log in to see it."))
        try harness.post(try #require(page.forms.first { $0.action == "login" }), to: scene)
        #expect(delegate.logins == 1)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(items, harness: german)
        let (title, page, _) = german.page(of: scene)

        #expect(title == "Fundbüro")
        #expect(page.all("label").map(\.text) == ["Gegenstände nach Wörtern ihres Titels oder ihrer Beschreibung suchen"])
        #expect(page.forms.contains { $0.buttons == ["Suche beenden"] })
    }
}

@MainActor
private final class CapturingLostAndFoundDelegate: LostAndFoundSceneDelegate {
    var loads = 0
    var selected: [String] = []
    var pictures: [String] = []
    var searches: [String] = []
    var logins = 0
    var refreshes = 0

    func lostAndFoundSceneDidLoad() { loads += 1 }
    func lostAndFoundSceneDidSelectItem(id: String) { selected.append(id) }
    func lostAndFoundSceneDidSelectPicture(id: String) { pictures.append(id) }
    func lostAndFoundSceneDidSearch(for text: String) { searches.append(text) }
    func lostAndFoundSceneDidAskToLogIn() { logins += 1 }
    func lostAndFoundSceneDidAskToRefresh() { refreshes += 1 }
}
