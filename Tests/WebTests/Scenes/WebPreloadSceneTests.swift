import ConbookCore
import ConbookModuleKit
import ConbookPreload
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Preload")
struct WebPreloadSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene() -> (WebPreloadScene, CapturingPreloadDelegate) {
        let scene = harness.factory.makePreloadScene()
        let delegate = CapturingPreloadDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        return (scene, delegate)
    }

    private let downloading = PreloadProgressViewModel(
        fractionCompleted: 0.254, text: "Downloading <script>alert(1)</script> (1 of 3)", receivedBytes: 1_200_000,
        expectedBytes: 4_500_000)

    @Test(
        "Given the download under way, when the page is written, then a labelled progress bar shows how far it has come, with the bytes, and a button gives up"
    )
    func writesProgress() {
        let (scene, delegate) = loadedScene()
        scene.showProgress(downloading)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Downloading the convention")
        #expect(scene.address.text == "/download")
        let bar = page.all("progress")
        #expect(bar.map { $0.attributes["value"] } == ["25"])
        #expect(bar.map { $0.attributes["max"] } == ["100"])
        #expect(page.all("label").map { $0.attributes["for"] } == bar.map { $0.attributes["id"] })
        #expect(page.all("label").map(\.text) == ["Downloading <script>alert(1)</script> (1 of 3)…"])
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("1.2 MB of 4.5 MB"))
        #expect(page.forms.compactMap(\.action) == ["cancel"])
        #expect(scene.isAwaitingOutcome)
        assertWellFormedPage(page, address: "/download")
    }

    @Test("Given the download before its first progress, when the page is written, then it says it is starting")
    func writesStarting() {
        let (scene, _) = loadedScene()
        let page = harness.page(of: scene).page

        #expect(page.text.hasPrefix("Starting…"))
        #expect(page.all("progress").isEmpty)
        #expect(page.forms.compactMap(\.action) == ["cancel"])
    }

    @Test(
        "Given a failed download, when the page is written, then it says why and offers to try again or give up, each reaching the presenter"
    )
    func retriesOrCancels() throws {
        let (scene, delegate) = loadedScene()
        scene.showProgress(downloading)
        scene.showFailure("the server did not answer")
        let page = harness.page(of: scene).page

        #expect(!scene.isAwaitingOutcome)
        #expect(page.text.contains("The download failed: the server did not answer"))
        #expect(page.all("progress").isEmpty)
        #expect(page.forms.compactMap(\.action) == ["retry", "cancel"])
        assertWellFormedPage(page, address: "/download")
        try harness.post(try #require(page.forms.first { $0.action == "retry" }), to: scene)
        try harness.post(try #require(page.forms.first { $0.action == "cancel" }), to: scene)

        #expect(delegate.retries == 1)
        #expect(delegate.cancellations == 1)
        #expect(scene.isAwaitingOutcome)
    }

    @Test(
        "Given the download running, when a try-again form or one of an unknown action is posted, then it is refused and the presenter hears nothing"
    )
    func refusesRetryWhileRunning() {
        let (scene, delegate) = loadedScene()
        scene.showProgress(downloading)

        #expect(throws: WebFormError.unknownAction("retry")) { try scene.act(on: WebForm(action: "retry", fields: [])) }
        #expect(throws: WebFormError.unknownAction("finish")) { try scene.act(on: WebForm(action: "finish", fields: [])) }
        #expect(delegate.retries == 0)
        #expect(delegate.cancellations == 0)
    }

    @Test("Given no presenter yet, when a form is posted, then it is refused")
    func refusesBeforeLoading() {
        let scene = harness.factory.makePreloadScene()

        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "cancel", fields: [])) }
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makePreloadScene()
        scene.showProgress(downloading)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Convention wird heruntergeladen")
        #expect(page.text.contains("1,2 MB von 4,5 MB"))
        #expect(page.forms.flatMap(\.buttons) == ["Download abbrechen"])
    }
}

@MainActor
private final class CapturingPreloadDelegate: PreloadSceneDelegate {
    var loads = 0
    var retries = 0
    var cancellations = 0

    func preloadSceneDidLoad() { loads += 1 }
    func preloadSceneDidRequestRetry() { retries += 1 }
    func preloadSceneDidRequestCancel() { cancellations += 1 }
}
