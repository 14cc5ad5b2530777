import ConbookCore
import ConbookModuleKit
import ConbookWeb
import ConbookWebPage
import Testing

@MainActor
@Suite("Web scene: Web page")
struct WebWebPageSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: WebPageViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebWebPageScene, CapturingWebPageDelegate) {
        let scene = (harness ?? self.harness).factory.makeWebPageScene()
        let delegate = CapturingWebPageDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private let timetable = WebPageViewModel(
        title: "Timetable <script>alert(1)</script>", kind: "Web page", shownAddress: "https://convention.example/shuttle",
        address: "https://convention.example/shuttle", note: "A web page outside the convention; Conbook does not fetch it.")

    @Test(
        "Given a web page, when the page is written, then it says what it is and its address is a link outside, a title with markup as text"
    )
    func writesAWebPage() throws {
        let (scene, delegate) = loadedScene(timetable)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Timetable <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/outside")
        #expect(page.text.contains("Web page"))
        #expect(page.text.contains("Conbook does not fetch it."))
        let link = try #require(page.all("a").first)
        #expect(link.attributes["href"] == "https://convention.example/shuttle")
        #expect(link.attributes["rel"] == "noopener noreferrer external")
        #expect(link.text == "https://convention.example/shuttle")
        #expect(page.forms.isEmpty)
    }

    @Test("Given a mail address, when the page is written, then the address shown links the mail address")
    func writesAMailAddress() {
        let (scene, _) = loadedScene(
            WebPageViewModel(
                title: "Web team", kind: "E-mail", shownAddress: "web@eurofurence.org", address: "mailto:web@eurofurence.org",
                note: "Your mail program opens it."))

        #expect(harness.page(of: scene).page.linkAddresses == ["mailto:web@eurofurence.org"])
    }

    @Test("Given an address a page may not link, when the page is written, then it shows as text with why")
    func showsOtherAddressesAsText() {
        let (scene, _) = loadedScene(
            WebPageViewModel(
                title: "Odd", kind: "Web page", shownAddress: "ftp://files.example", address: "ftp://files.example", note: "…"))
        let page = harness.page(of: scene).page

        #expect(page.linkAddresses.isEmpty)
        #expect(page.all("code").map(\.text) == ["ftp://files.example"])
        #expect(page.text.contains("cannot be opened from a page"))
    }

    @Test("Given any form, or none loaded yet, then it is refused, and the page says it is loading")
    func refusesFormsAndLoads() {
        let (scene, _) = loadedScene(timetable)
        let (loading, _) = loadedScene(nil)

        #expect(throws: WebFormError.unknownAction("open")) { try scene.act(on: WebForm(action: "open", fields: [])) }
        #expect(throws: WebFormError.notLoadedYet) { try loading.act(on: WebForm(action: "open", fields: [])) }
        #expect(harness.page(of: loading).page.text == "Loading…")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(nil, harness: german)

        #expect(german.page(of: scene).page.text == "Wird geladen …")
        scene.show(WebPageViewModel(title: "X", kind: "Webseite", shownAddress: "a b", address: "a b", note: "…"))
        #expect(german.page(of: scene).page.text.contains("Diese Adresse lässt sich nicht aus einer Seite öffnen"))
    }
}

@MainActor
private final class CapturingWebPageDelegate: WebPageSceneDelegate {
    var loads = 0

    func webPageSceneDidLoad() { loads += 1 }
}
