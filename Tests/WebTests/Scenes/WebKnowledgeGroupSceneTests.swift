import ConbookCore
import ConbookKnowledgeGroup
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Knowledge group")
struct WebKnowledgeGroupSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: KnowledgeGroupViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebKnowledgeGroupScene, CapturingKnowledgeGroupDelegate) {
        let scene = (harness ?? self.harness).factory.makeKnowledgeGroupScene()
        let delegate = CapturingKnowledgeGroupDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let group = KnowledgeGroupViewModel(
        id: "travel/1", title: "Travel <script>alert(1)</script>", subtitle: "Getting to the venue",
        entries: [
            KnowledgeEntryRowViewModel(id: "parking", title: "Parking"),
            KnowledgeEntryRowViewModel(id: "shuttle bus", title: "Shuttle bus"),
        ])

    @Test(
        "Given a group, when the page is written, then its description shows and its entries link to their pages, at the group's address, a title with markup as text"
    )
    func writesTheGroup() {
        let (scene, delegate) = loadedScene(group)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Travel <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/knowledge/groups/travel%2F1")
        #expect(page.text.contains("Getting to the venue"))
        #expect(page.linkAddresses == ["/knowledge/parking", "/knowledge/shuttle%20bus", "/knowledge"])
        #expect(page.all("a").prefix(2).map(\.text) == ["Parking", "Shuttle bus"])
        #expect(page.forms.isEmpty)
    }

    @Test("Given the page, when any form is posted, then it is refused and the presenter hears nothing")
    func refusesForms() {
        let (scene, delegate) = loadedScene(group)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "parking")]))
        }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "select", fields: [])) }
        #expect(delegate.entries.isEmpty)
    }

    @Test(
        "Given no group yet, an empty one, or one gone, when the page is written, then it says it is loading, that it is empty, or why it is gone"
    )
    func loadingEmptyAndUnavailable() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(scene.address.text == "/knowledge")
        scene.show(
            KnowledgeGroupViewModel(id: "rules", title: "Rules", entries: [], emptyMessage: "This group has no entries yet."))
        #expect(harness.page(of: scene).page.text.contains("This group has no entries yet."))
        scene.showUnavailable("This group is no longer in the knowledge base.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Knowledge group unavailable")
        #expect(page.text.contains("This group is no longer in the knowledge base."))
        #expect(scene.address.text == "/knowledge/groups/rules")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(nil, harness: german)

        #expect(german.page(of: scene).title == "Gruppe")
        scene.showUnavailable("Weg.")
        #expect(german.page(of: scene).page.text.contains("Alle Gruppen der Wissensdatenbank"))
    }
}

@MainActor
private final class CapturingKnowledgeGroupDelegate: KnowledgeGroupSceneDelegate {
    var loads = 0
    var entries: [String] = []

    func knowledgeGroupSceneDidLoad() { loads += 1 }
    func knowledgeGroupSceneDidSelectEntry(id: String) { entries.append(id) }
}
