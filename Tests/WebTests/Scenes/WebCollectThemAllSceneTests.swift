import ConbookCollectThemAll
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Collect them all")
struct WebCollectThemAllSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: CollectThemAllViewModel) -> (WebCollectThemAllScene, CapturingGameDelegate) {
        let scene = harness.factory.makeCollectThemAllScene()
        let delegate = CapturingGameDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let playable = CollectThemAllViewModel(
        title: "Collect them all", explanation: "Find the <script>alert(1)</script> fursuiters.", obstacle: nil,
        shownAddress: "https://app.example.org/cta?token=…", address: "https://app.example.org/cta?token=SECRET")

    private let loginNeeded = CollectThemAllViewModel(
        title: "Collect them all", explanation: "Find the fursuiters.",
        obstacle: "Playing needs a login: the game is personal to an attendee of EF30.", shownAddress: nil, address: nil)

    @Test(
        "Given a playable game, when the page is written, then a button opens it, the address shows without its token, and the token is nowhere in the page"
    )
    func writesPlayableGame() throws {
        let (scene, delegate) = loadedScene(playable)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Collect them all")
        #expect(scene.address.text == "/collect")
        #expect(page.linkAddresses.isEmpty)
        #expect(page.text.contains("https://app.example.org/cta?token=…"))
        #expect(!html.contains("SECRET"))
        #expect(page.text.contains("Find the <script>alert(1)</script> fursuiters."))
        #expect(!html.contains("<script>"))
        assertWellFormedPage(page, address: "/collect")
        let play = try #require(page.forms.first(where: { $0.action == "play" }))
        try harness.post(play, to: scene)
        #expect(scene.takeDeparture()?.text == "https://app.example.org/cta?token=SECRET")
        #expect(scene.takeDeparture() == nil)
    }

    @Test(
        "Given a game that needs a login, when the page is written, then it says why, has no button, and a posted play goes nowhere"
    )
    func writesObstacle() {
        let (scene, _) = loadedScene(loginNeeded)
        let page = harness.page(of: scene).page

        #expect(page.text.contains("Playing needs a login"))
        #expect(page.forms.isEmpty)
        #expect(throws: WebFormError.unknownAction("play")) { try scene.act(on: WebForm(action: "play", fields: [])) }
        #expect(scene.takeDeparture() == nil)
    }

    @Test("Given a game whose address no browser may be sent to, when the page is written, then it has no link")
    func refusesHostileAddress() {
        let (scene, _) = loadedScene(
            CollectThemAllViewModel(
                title: "Collect them all", explanation: "Find the fursuiters.", obstacle: nil, shownAddress: "game",
                address: "javascript:alert(1)"))
        let page = harness.page(of: scene).page

        #expect(page.linkAddresses.isEmpty)
        #expect(page.text.contains("The game cannot be played yet."))
    }

    @Test("Given the game's page, when a form is posted to it, then it is refused: the page offers no action")
    func refusesForms() {
        let (scene, delegate) = loadedScene(playable)

        #expect(throws: WebFormError.unknownAction("open")) { try scene.act(on: WebForm(action: "open", fields: [])) }
        #expect(delegate.loads == 1)
    }

    @Test("Given the game not shown yet, when the page is written, then it says it is loading")
    func loading() {
        let scene = harness.factory.makeCollectThemAllScene()

        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "open", fields: [])) }
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeCollectThemAllScene()
        scene.show(playable)

        #expect(
            harness.page(of: scene).page.forms.flatMap(\.buttons) == [
                "Das Spiel auf der Website der Convention spielen (der Link ist persönlich für dich)"
            ])
    }
}

@MainActor
private final class CapturingGameDelegate: CollectThemAllSceneDelegate {
    var loads = 0

    func collectThemAllSceneDidLoad() { loads += 1 }
}
