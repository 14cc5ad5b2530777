import ConbookCore
import ConbookHidden
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Hidden")
struct WebHiddenSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: HiddenViewModel) -> (WebHiddenScene, CapturingHiddenDelegate) {
        let scene = harness.factory.makeHiddenScene()
        let delegate = CapturingHiddenDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let hidden = HiddenViewModel(
        sections: [
            HiddenSectionViewModel(
                title: "Events",
                rows: [
                    HiddenRowViewModel(
                        id: "event:e1", name: "Drawing <script>alert(1)</script>", detail: "Wednesday 10:00–11:00 · Hall",
                        isSelectable: true)
                ]),
            HiddenSectionViewModel(
                title: "Languages", rows: [HiddenRowViewModel(id: "language:de", name: "de", detail: nil, isSelectable: false)]),
        ], emptyMessage: nil)

    @Test(
        "Given hidden items, when the page is written, then each kind has its heading, each item a button to show it again, an event one to open it, and a name with markup is text"
    )
    func writesHidden() {
        let (scene, delegate) = loadedScene(hidden)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Hidden")
        #expect(scene.address.text == "/hidden")
        #expect(page.all("h2").map(\.text) == ["Events", "Languages"])
        #expect(page.text.contains("Drawing <script>alert(1)</script>"))
        #expect(!html.contains("<script>"))
        #expect(
            page.forms.map { "\($0.action ?? "") \($0.fields["id"] ?? "")" } == [
                "show event:e1", "select event:e1", "show language:de",
            ])
        #expect(page.all("button").first?.attributes["aria-label"] == "Show again: Drawing <script>alert(1)</script>")
    }

    @Test("Given the page, when its forms are posted, then the presenter hears each item's identity")
    func actsByIdentity() throws {
        let (scene, delegate) = loadedScene(hidden)

        for form in harness.page(of: scene).page.forms {
            #expect(form.target == "/hidden")
            try harness.post(form, to: scene)
        }

        #expect(delegate.calls == ["show event:e1", "select event:e1", "show language:de"])
    }

    @Test("Given a form without an identity or of an action the page lacks, then it is refused and the presenter hears nothing")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(hidden)

        #expect(throws: WebFormError.missingField("id")) { try scene.act(on: WebForm(action: "show", fields: [])) }
        #expect(throws: WebFormError.unknownAction("hide")) { try scene.act(on: WebForm(action: "hide", fields: [("id", "x")])) }
        #expect(delegate.calls.isEmpty)
    }

    @Test("Given nothing yet, then the page loads; given nothing hidden, then it says the presenter's words")
    func loadingAndEmpty() {
        let scene = harness.factory.makeHiddenScene()
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "show", fields: [("id", "x")])) }

        scene.show(HiddenViewModel(sections: [], emptyMessage: "Nothing is hidden."))
        #expect(harness.page(of: scene).page.text.contains("Nothing is hidden."))
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeHiddenScene()
        scene.show(hidden)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Ausgeblendet")
        #expect(page.all("button").map(\.text).first == "Wieder einblenden")
    }
}

@MainActor
private final class CapturingHiddenDelegate: HiddenSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func hiddenSceneDidLoad() { loads += 1 }
    func hiddenSceneDidShowAgain(id: String) { calls.append("show \(id)") }
    func hiddenSceneDidSelectRow(id: String) { calls.append("select \(id)") }
}
