import ConbookAbout
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: About")
struct WebAboutSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: AboutViewModel) -> (WebAboutScene, CapturingAboutDelegate) {
        let scene = harness.factory.makeAboutScene()
        let delegate = CapturingAboutDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private var about: AboutViewModel {
        var viewModel = AboutViewModel(
            title: "Conbook 1.2.3",
            convention: [
                AboutFactViewModel(label: "Convention", value: "Eurofurence <script>alert(1)</script> (EF30)"),
                AboutFactViewModel(label: "Help", value: "https://help.example.org/app"),
                AboutFactViewModel(label: "Venue navigation", value: "javascript:alert(1)"),
            ],
            contents: "210 events · 6 days",
            storage: [AboutFactViewModel(label: "Data", value: "/home/fox/conbook (4.2 MB)")],
            credits: ["The demo convention: real API responses.", "Conbook uses libxml2 (MIT)."])
        viewModel.skipped = ["event “Opening” (line 29): the DTSTART value cannot be read", "and 3 more"]
        return viewModel
    }

    @Test(
        "Given About, when the page is written, then its title is the version, its facts are terms and values, a web address is a link outside, and what was left out and the credits are under their headings"
    )
    func writesAbout() {
        let (scene, delegate) = loadedScene(about)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Conbook 1.2.3")
        #expect(scene.address.text == "/about")
        #expect(page.all("dt").map(\.text) == ["Convention", "Help", "Venue navigation", "Holds", "Data"])
        #expect(page.all("dd").map(\.text).last == "/home/fox/conbook (4.2 MB)")
        #expect(page.text.contains("210 events · 6 days"))
        #expect(page.linkAddresses == ["https://help.example.org/app"])
        #expect(page.all("a").first?.attributes["rel"]?.contains("noreferrer") == true)
        #expect(page.text.contains("javascript:alert(1)"))
        #expect(
            page.all("h2").map(\.text) == [
                "Left out of the source's data, and why (conbook check SOURCE reads it again)", "Data and credits",
            ])
        #expect(page.all("li").map(\.text).contains("event “Opening” (line 29): the DTSTART value cannot be read"))
        #expect(page.all("li").map(\.text).contains("Conbook uses libxml2 (MIT)."))
        #expect(page.text.contains("Eurofurence <script>alert(1)</script> (EF30)"))
        #expect(!html.contains("<script>"))
        #expect(page.forms.isEmpty)
        assertWellFormedPage(page, address: "/about")
    }

    @Test("Given nothing skipped and no credits, when the page is written, then neither heading shows")
    func leavesOutEmptySections() {
        var viewModel = about
        viewModel.skipped = []
        viewModel.credits = []
        let (scene, _) = loadedScene(viewModel)

        #expect(harness.page(of: scene).page.all("h2").isEmpty)
    }

    @Test("Given About, when a form is posted to it, then it is refused: the page offers no action")
    func refusesForms() {
        let (scene, delegate) = loadedScene(about)

        #expect(throws: WebFormError.unknownAction("refresh")) { try scene.act(on: WebForm(action: "refresh", fields: [])) }
        #expect(delegate.loads == 1)
    }

    @Test(
        "Given About before its facts, when the page is written, then it says it is loading and a form is refused; with nothing at all it says so"
    )
    func loadingAndEmpty() {
        let scene = harness.factory.makeAboutScene()
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "About")
        #expect(page.text == "Loading…")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "x", fields: [])) }
        scene.show(AboutViewModel(title: "Conbook", convention: [], contents: nil, storage: [], credits: []))
        #expect(harness.page(of: scene).page.text == "Nothing to show.")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeAboutScene()
        #expect(harness.page(of: scene).title == "Über")
        scene.show(about)
        let page = harness.page(of: scene).page

        #expect(page.all("dt").map(\.text).contains("Enthält"))
        #expect(page.all("h2").map(\.text).last == "Daten und Danksagungen")
    }
}

@MainActor
private final class CapturingAboutDelegate: AboutSceneDelegate {
    var loads = 0

    func aboutSceneDidLoad() { loads += 1 }
}
