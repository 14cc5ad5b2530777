import ConbookCore
import ConbookModuleKit
import ConbookTutorial
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Tutorial")
struct WebTutorialSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene() -> (WebTutorialScene, CapturingTutorialDelegate) {
        let scene = harness.factory.makeTutorialScene()
        let delegate = CapturingTutorialDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(tutorial)
        return (scene, delegate)
    }

    private let tutorial = TutorialViewModel(
        title: "Welcome to Conbook",
        paragraphs: ["Conbook keeps a convention on this machine.", "The first download fetches it all."],
        question: "Download the convention from <script>alert(1)</script> now?")

    @Test(
        "Given the introduction, when the page is written, then its paragraphs and question show, and its answers are two buttons"
    )
    func writesIntroduction() {
        let (scene, delegate) = loadedScene()
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Welcome to Conbook")
        #expect(scene.address.text == "/welcome")
        #expect(
            page.all("p").map(\.text) == [
                "Conbook keeps a convention on this machine.", "The first download fetches it all.",
                "Download the convention from <script>alert(1)</script> now?",
            ])
        #expect(!html.contains("<script>"))
        #expect(page.forms.compactMap(\.action) == ["accept", "decline"])
        #expect(page.forms.flatMap(\.buttons) == ["Download it now", "Not now"])
        assertWellFormedPage(page, address: "/welcome")
    }

    @Test("Given the introduction, when each answer is posted, then the presenter is told it")
    func answers() throws {
        let (scene, delegate) = loadedScene()
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.action == "accept" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "decline" }), to: scene)

        #expect(delegate.acceptances == 1)
        #expect(delegate.declines == 1)
    }

    @Test("Given a form of an action the page lacks, then it is refused and the presenter hears nothing")
    func refusesUnknownActions() {
        let (scene, delegate) = loadedScene()

        #expect(throws: WebFormError.unknownAction("yes")) { try scene.act(on: WebForm(action: "yes", fields: [])) }
        #expect(delegate.acceptances == 0)
        #expect(delegate.declines == 0)
    }

    @Test("Given the introduction not shown yet, when the page is written, then it says it is loading and refuses answers")
    func loading() {
        let scene = harness.factory.makeTutorialScene()
        let delegate = CapturingTutorialDelegate()
        scene.setDelegate(delegate)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Welcome")
        #expect(page.text == "Loading…")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "accept", fields: [])) }
        #expect(delegate.acceptances == 0)
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeTutorialScene()
        #expect(harness.page(of: scene).title == "Willkommen")
        scene.show(tutorial)

        #expect(harness.page(of: scene).page.forms.flatMap(\.buttons) == ["Jetzt herunterladen", "Nicht jetzt"])
    }
}

@MainActor
private final class CapturingTutorialDelegate: TutorialSceneDelegate {
    var loads = 0
    var acceptances = 0
    var declines = 0

    func tutorialSceneDidLoad() { loads += 1 }
    func tutorialSceneDidAccept() { acceptances += 1 }
    func tutorialSceneDidDecline() { declines += 1 }
}
