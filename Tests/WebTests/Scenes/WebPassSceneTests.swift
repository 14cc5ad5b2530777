import ConbookCore
import ConbookModuleKit
import ConbookPass
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Pass")
struct WebPassSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: PassViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebPassScene, CapturingPassDelegate) {
        let scene = (harness ?? self.harness).factory.makePassScene()
        let delegate = CapturingPassDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let pass = PassViewModel(
        title: "Badge pass", holder: "Some <b>Guy</b> · registration 42",
        modules: [[true, true, false], [false, true, false], [true, false, true]],
        note: "Show this code at registration.", obstacle: nil)

    private let loggedOut = PassViewModel(
        title: "Badge pass", holder: nil, modules: [], note: nil, obstacle: "Log in to see your badge pass.")

    @Test(
        "Given a pass, when the page is written, then its code is an SVG image as wide as the page, named, each run of dark modules a rectangle inside a light margin, the holder as text"
    )
    func drawsTheCode() throws {
        let (scene, delegate) = loadedScene(pass)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Badge pass")
        #expect(scene.address.text == "/pass")
        #expect(!html.contains("<b>"))
        #expect(page.text.contains("Some <b>Guy</b> · registration 42"))
        let svg = try #require(page.all("svg").first)
        #expect(svg.attributes["class"] == "code")
        #expect(svg.attributes["role"] == "img")
        #expect(
            svg.attributes["aria-label"]
                == "The code of the badge pass of Some <b>Guy</b> · registration 42, for registration to scan")
        #expect((svg.attributes["viewbox"] ?? svg.attributes["viewBox"]) == "0 0 11 11")
        #expect(html.contains("viewBox=\"0 0 11 11\""))
        let background = try #require(page.all("rect").first)
        #expect(background.attributes["width"] == "11" && background.attributes["fill"] == "#fff")
        let path = try #require(page.all("path").first)
        #expect(path.attributes["d"] == "M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z")
        #expect(path.attributes["fill"] == "#000")
        #expect(page.text.contains("Show this code at registration."))
    }

    @Test("Given the page, when the refresh form, or without a pass the login form, is posted, then the presenter is told each")
    func refreshesAndLogsIn() throws {
        let (scene, delegate) = loadedScene(pass)

        try harness.post(try #require(harness.page(of: scene).page.forms.first { $0.action == "refresh" }), to: scene)
        scene.show(loggedOut)
        let page = harness.page(of: scene).page
        try harness.post(try #require(page.forms.first { $0.action == "login" }), to: scene)

        #expect(delegate.refreshes == 1)
        #expect(delegate.logins == 1)
        #expect(page.all("svg").isEmpty)
        #expect(page.text.contains("Log in to see your badge pass."))
    }

    @Test("Given a form of an unknown action, or before the page loaded, then it is refused and the presenter hears nothing")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(pass)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.unknownAction("print")) { try scene.act(on: WebForm(action: "print", fields: [])) }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "refresh", fields: [])) }
        #expect(delegate.refreshes == 0)
    }

    @Test(
        "Given nothing yet, or a pass being fetched, when the page is written, then it says it is loading, or the note without a code"
    )
    func loadingAndFetching() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        scene.show(PassViewModel(title: "Badge pass", holder: nil, modules: [], note: "Fetching your badge pass…", obstacle: nil))
        let page = harness.page(of: scene).page
        #expect(page.all("svg").isEmpty)
        #expect(page.text.contains("Fetching your badge pass…"))
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(nil, harness: german)

        #expect(german.page(of: scene).title == "Badge-Pass")
        scene.show(PassViewModel(title: "Badge-Pass", holder: nil, modules: [[true]], note: nil, obstacle: nil))
        let page = german.page(of: scene).page
        #expect(page.all("svg").first?.attributes["aria-label"] == "Der Code des Badge-Passes, zum Scannen an der Registrierung")
        #expect(page.forms.first?.buttons == ["Badge-Pass neu abrufen"])
    }
}

@MainActor
private final class CapturingPassDelegate: PassSceneDelegate {
    var loads = 0
    var logins = 0
    var refreshes = 0

    func passSceneDidLoad() { loads += 1 }
    func passSceneDidAskToLogIn() { logins += 1 }
    func passSceneDidAskToRefresh() { refreshes += 1 }
}
