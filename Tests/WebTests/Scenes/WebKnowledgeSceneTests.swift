import ConbookCore
import ConbookKnowledge
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Knowledge")
struct WebKnowledgeSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: KnowledgeViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebKnowledgeScene, CapturingKnowledgeDelegate) {
        let scene = (harness ?? self.harness).factory.makeKnowledgeScene()
        let delegate = CapturingKnowledgeDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let groups = KnowledgeViewModel(
        heading: "2 groups, 3 entries",
        groups: [
            KnowledgeGroupRowViewModel(
                id: "g/travel", title: "Travel <script>alert(1)</script>", subtitle: "Getting to the venue",
                entryCount: "2 entries"),
            KnowledgeGroupRowViewModel(id: "g2", title: "Rules", entryCount: "1 entry"),
        ])

    private let results = KnowledgeViewModel(
        heading: "2 entries found for “bus”", searchText: "bus",
        results: [
            KnowledgeResultSectionViewModel(
                title: "Travel",
                rows: [
                    KnowledgeResultRowViewModel(id: "e/1", title: "Shuttle bus"),
                    KnowledgeResultRowViewModel(id: "e2", title: "Bus stops"),
                ])
        ])

    @Test(
        "Given the groups, when the page is written, then a labelled search field, each group as a form with its description and count, and a title with markup as text"
    )
    func writesGroups() throws {
        let (scene, delegate) = loadedScene(groups)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Knowledge")
        #expect(scene.address.text == "/knowledge")
        let field = try #require(page.all("input").first { $0.attributes["type"] == "search" })
        #expect(field.attributes["name"] == "query")
        #expect(page.all("label").first?.attributes["for"] == field.attributes["id"])
        #expect(page.text.contains("2 groups, 3 entries"))
        #expect(page.all("h2").map(\.text) == ["Groups"])
        #expect(page.text.contains("Getting to the venue 2 entries"))
        #expect(page.forms.filter { $0.action == "group" }.map(\.buttons) == [["Travel <script>alert(1)</script>"], ["Rules"]])
        #expect(!html.contains("<script>"))
        #expect(page.forms.allSatisfy { $0.method == "post" && $0.target == "/knowledge" })
    }

    @Test("Given a group on the page, when its form is posted, then the presenter is told its identity")
    func opensAGroupByIdentity() throws {
        let (scene, delegate) = loadedScene(groups)
        let form = try #require(harness.page(of: scene).page.forms.first { $0.action == "group" })

        try harness.post(form, to: scene)

        #expect(delegate.groups == ["g/travel"])
    }

    @Test(
        "Given a search, when the page is written, then the entries found are links to their pages under their group's heading, and the search can be ended"
    )
    func writesResults() throws {
        let (scene, delegate) = loadedScene(results)
        let page = harness.page(of: scene).page

        #expect(page.all("h2").map(\.text) == ["Travel"])
        #expect(page.linkAddresses == ["/knowledge/e%2F1", "/knowledge/e2"])
        #expect(page.all("input").first { $0.attributes["type"] == "search" }?.attributes["value"] == "bus")
        try harness.post(try #require(page.forms.first { $0.action == "clear" }), to: scene)
        #expect(delegate.searches == [""])
    }

    @Test("Given the search form, when a text is posted, then the presenter is told the text")
    func searches() throws {
        let (scene, delegate) = loadedScene(groups)
        let form = try #require(harness.page(of: scene).page.forms.first { $0.action == "search" })

        try harness.post(form, filling: ["query": "shuttle"], to: scene)

        #expect(delegate.searches == ["shuttle"])
    }

    @Test(
        "Given a form without its field, of an unknown action, or before the page loaded, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(groups)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "group", fields: [])) }
        #expect(throws: WebFormError.missingField("query")) { try scene.act(on: WebForm(action: "search", fields: [])) }
        #expect(throws: WebFormError.unknownAction("result")) {
            try scene.act(on: WebForm(action: "result", fields: [("id", "e2")]))
        }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "search", fields: [("query", "x")])) }
        #expect(delegate.groups.isEmpty && delegate.searches.isEmpty)
    }

    @Test("Given nothing yet, or nothing found, when the page is written, then it says it is loading, or the empty message")
    func loadingAndEmpty() {
        let (loading, _) = loadedScene(nil)
        let (empty, _) = loadedScene(
            KnowledgeViewModel(
                heading: "No entries found for “karaoke”", searchText: "karaoke", emptyMessage: "Nothing found for “karaoke”."))

        #expect(harness.page(of: loading).page.text == "Loading…")
        let page = harness.page(of: empty).page
        #expect(page.text.contains("Nothing found for “karaoke”."))
        #expect(page.all("h2").isEmpty)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(groups, harness: german)
        let (title, page, _) = german.page(of: scene)

        #expect(title == "Wissensdatenbank")
        #expect(page.all("label").map(\.text) == ["Titel und Texte der Einträge durchsuchen"])
        #expect(page.all("h2").map(\.text) == ["Gruppen"])
    }
}

extension WebSceneHarness {
    /// Posts a form of the page with fields filled in, as a person does before sending it.
    fileprivate func post(_ form: ParsedForm, filling values: [String: String], to scene: some WebScene) throws(WebFormError) {
        var fields = form.fields.merging(values) { $1 }
        fields[WebForm.actionField] = nil
        try scene.act(on: WebForm(action: form.action ?? "", fields: fields.map { (name: $0.key, value: $0.value) }))
    }
}

@MainActor
private final class CapturingKnowledgeDelegate: KnowledgeSceneDelegate {
    var loads = 0
    var groups: [String] = []
    var results: [String] = []
    var searches: [String] = []

    func knowledgeSceneDidLoad() { loads += 1 }
    func knowledgeSceneDidChangeSearchText(_ text: String) { searches.append(text) }
    func knowledgeSceneDidSelectGroup(id: String) { groups.append(id) }
    func knowledgeSceneDidSelectResult(id: String) { results.append(id) }
}
