import ConbookChanges
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Changes")
struct WebChangesSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: ChangesViewModel) -> (WebChangesScene, CapturingChangesDelegate) {
        let scene = harness.factory.makeChangesScene()
        let delegate = CapturingChangesDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let changes = ChangesViewModel(
        sections: [
            ChangesSectionViewModel(
                title: "Your favourites",
                rows: [
                    ChangeRowViewModel(
                        id: "e/1", title: "Drawing <script>alert(1)</script>", status: "Changed: room",
                        when: "Thursday 15:00–16:30 · Main Stage", details: ["room: Panel Room → Main Stage"],
                        isFavourite: true, isSelectable: true)
                ]),
            ChangesSectionViewModel(
                title: "Everything else",
                rows: [
                    ChangeRowViewModel(
                        id: "e2", title: "Karaoke", status: "Cancelled", when: "Friday 22:00–23:00 · Bar", details: [],
                        isFavourite: false, isSelectable: false)
                ]),
        ], emptyMessage: nil, versions: "Schedule version 0.32 → 0.33")

    @Test(
        "Given changes, when the page is written, then each group has its heading, an event still on links to its page, a cancelled one does not, and a title with markup is text"
    )
    func writesChanges() {
        let (scene, delegate) = loadedScene(changes)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Schedule changes")
        #expect(scene.address.text == "/changes")
        #expect(page.all("h2").map(\.text) == ["Your favourites", "Everything else"])
        #expect(page.linkAddresses == ["/events/e%2F1"])
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("room: Panel Room → Main Stage"))
        #expect(page.text.contains("Karaoke Cancelled"))
        #expect(page.text.contains("Schedule version 0.32 → 0.33"))
        #expect(page.text.contains("★ favourite"))
        #expect(page.forms.isEmpty)
    }

    @Test("Given the page, when any form is posted, then it is refused and the presenter hears nothing")
    func refusesForms() {
        let (scene, delegate) = loadedScene(changes)

        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "e2")]))
        }
        #expect(delegate.selected.isEmpty)
    }

    @Test("Given nothing yet, then the page loads; given no changes, then it says the presenter's words")
    func loadingAndEmpty() {
        let scene = harness.factory.makeChangesScene()
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "select", fields: [])) }

        scene.show(ChangesViewModel(sections: [], emptyMessage: "No changes since the last update."))
        #expect(harness.page(of: scene).page.text.contains("No changes since the last update."))
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeChangesScene()
        scene.show(changes)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Programmänderungen")
        #expect(page.text.contains("★ Favorit"))
    }
}

@MainActor
private final class CapturingChangesDelegate: ChangesSceneDelegate {
    var loads = 0
    var selected: [String] = []

    func changesSceneDidLoad() { loads += 1 }
    func changesSceneDidSelectRow(id: String) { selected.append(id) }
}
