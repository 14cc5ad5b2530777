import ConbookCore
import ConbookKnowledgeDetail
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Knowledge detail")
struct WebKnowledgeDetailSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(
        _ viewModel: KnowledgeDetailViewModel?, harness: WebSceneHarness? = nil
    ) -> (WebKnowledgeDetailScene, CapturingKnowledgeDetailDelegate) {
        let scene = (harness ?? self.harness).factory.makeKnowledgeDetailScene()
        let delegate = CapturingKnowledgeDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        if let viewModel { scene.show(viewModel) }
        return (scene, delegate)
    }

    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 4, 5, 6]

    private let entry = KnowledgeDetailViewModel(
        id: "shuttle", title: "Shuttle <script>alert(1)</script>", groupName: "Travel",
        text: RichText([
            .paragraph([
                .text("See the "),
                .link([.text("timetable")], destination: "https://convention.example/shuttle"),
                .text(" or "),
                .link([.text("this")], destination: "javascript:alert(1)"),
            ])
        ]),
        pictures: [
            PictureViewModel(bytes: png, width: 640, height: 480, description: "640 × 480 PNG"),
            PictureViewModel(bytes: nil, width: 0, height: 0, description: "JPEG"),
        ],
        links: [
            LinkViewModel(
                name: "Ask the shuttle team", destination: "e-mail · shuttle@convention.example", canOpen: true,
                address: "mailto:shuttle@convention.example"),
            LinkViewModel(
                name: "Timetable", destination: "web page · https://convention.example/shuttle", canOpen: true,
                address: "https://convention.example/shuttle"),
        ])

    @Test(
        "Given an entry, when the page is written, then its group, text with its allowed links, pictures and links show, at its address"
    )
    func writesTheEntry() {
        let (scene, delegate) = loadedScene(entry)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Shuttle <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("javascript:"))
        #expect(scene.address.text == "/knowledge/shuttle")
        #expect(page.text.contains("In Travel"))
        #expect(page.linkAddresses == ["https://convention.example/shuttle"])
        #expect(page.all("img").map { $0.attributes["alt"] } == ["Picture 1 of “Shuttle <script>alert(1)</script>”"])
        #expect(page.text.contains("Picture: JPEG"))
        #expect(page.all("h2").map(\.text) == ["Links"])
        #expect(page.forms.map(\.buttons) == [["Ask the shuttle team"], ["Timetable"]])
        #expect(page.forms.map { $0.fields["index"] } == ["0", "1"])
    }

    @Test("Given a link of the entry, when its form is posted, then the presenter is told its index")
    func followsALink() throws {
        let (scene, delegate) = loadedScene(entry)
        let form = try #require(harness.page(of: scene).page.forms.last)

        #expect(form.target == "/knowledge/shuttle")
        try harness.post(form, to: scene)

        #expect(delegate.links == [1])
    }

    @Test("Given a link's form out of range or of an unknown action, then it is refused and the presenter hears nothing")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(entry)
        let (bare, _) = loadedScene(KnowledgeDetailViewModel(id: "bare", title: "Bare"))

        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "-1")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "2")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try bare.act(on: WebForm(action: "link", fields: [("index", "0")]))
        }
        #expect(throws: WebFormError.unknownAction("open")) {
            try scene.act(on: WebForm(action: "open", fields: [("index", "0")]))
        }
        #expect(delegate.links.isEmpty)
    }

    @Test(
        "Given no entry yet, one without text or links, or one gone, when the page is written, then it says so and keeps its address"
    )
    func loadingBareAndUnavailable() {
        let (scene, _) = loadedScene(nil)

        #expect(harness.page(of: scene).page.text == "Loading…")
        #expect(scene.address.text == "/knowledge")
        scene.show(KnowledgeDetailViewModel(id: "bare", title: "Bare"))
        let bare = harness.page(of: scene).page
        #expect(bare.all("h2").isEmpty && bare.forms.isEmpty)
        scene.showUnavailable("This entry is no longer in the knowledge base.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Knowledge entry unavailable")
        #expect(page.text.contains("This entry is no longer in the knowledge base."))
        #expect(scene.address.text == "/knowledge/bare")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let german = WebSceneHarness(language: .german)
        let (scene, _) = loadedScene(entry, harness: german)
        let page = german.page(of: scene).page

        #expect(page.text.contains("In Travel"))
        #expect(page.all("img").first?.attributes["alt"] == "Bild 1 zu „Shuttle <script>alert(1)</script>“")
    }
}

@MainActor
private final class CapturingKnowledgeDetailDelegate: KnowledgeDetailSceneDelegate {
    var loads = 0
    var links: [Int] = []

    func knowledgeDetailSceneDidLoad() { loads += 1 }
    func knowledgeDetailSceneDidSelectLink(at index: Int) { links.append(index) }
}
