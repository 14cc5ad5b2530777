import ConbookArtistAlleyDetail
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: ArtistAlleyDetail")
struct WebArtistAlleyDetailSceneTests {
    private let harness = WebSceneHarness()

    /// A picture's bytes the shelf serves (a PNG's signature is enough for it).
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7, 8, 9]

    private func loadedScene(
        _ viewModel: ArtistAlleyDetailViewModel
    ) -> (WebArtistAlleyDetailScene, CapturingArtistAlleyDetailDelegate) {
        let scene = harness.factory.makeArtistAlleyDetailScene()
        let delegate = CapturingArtistAlleyDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let inky = ArtistAlleyDetailViewModel(
        id: "t/10", name: "Inky <script>alert(1)</script>", table: "Table 10", shortDescription: "Ink drawings and prints",
        links: [
            LinkViewModel(name: "Website", destination: "web page · https://inky.example/", canOpen: true),
            LinkViewModel(name: "Telegram @inkyotter", destination: "web page · https://t.me/inkyotter", canOpen: true),
        ],
        picture: PictureViewModel(bytes: png, width: 2000, height: 1500, description: "2000 × 1500 PNG"))

    @Test(
        "Given a table, when the page is written, then its number, description, picture and links show, and a name with markup shows as text"
    )
    func writesTheTable() throws {
        let (scene, delegate) = loadedScene(Self.inky)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/artist-alley/t%2F10")
        #expect(title == "Inky <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("Table 10"))
        #expect(page.text.contains("Ink drawings and prints"))
        let image = try #require(page.all("img").first)
        #expect(image.attributes["alt"] == "Inky <script>alert(1)</script>'s table or art")
        #expect(page.all("h2").map(\.text) == ["Links"])
        #expect(page.forms.filter { $0.action == "link" }.map(\.buttons) == [["Website"], ["Telegram @inkyotter"]])
        #expect(page.text.contains("web page · https://t.me/inkyotter"))
    }

    @Test("Given the table's page, when a link's form is posted, then the presenter is told its place in the list")
    func followsALink() throws {
        let (scene, delegate) = loadedScene(Self.inky)
        let form = try #require(harness.page(of: scene).page.forms.last { $0.action == "link" })

        try harness.post(form, to: scene)

        #expect(delegate.links == [1])
    }

    @Test(
        "Given a form for a link the list lacks or of an action the page lacks, then it is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(Self.inky)

        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "2")]))
        }
        #expect(throws: WebFormError.missingField("index")) { try scene.act(on: WebForm(action: "link", fields: [])) }
        #expect(throws: WebFormError.unknownAction("select")) { try scene.act(on: WebForm(action: "select", fields: [])) }
        #expect(delegate.links.isEmpty)
    }

    @Test("Given no table yet, then the page is loading at the alley's address; given a table gone, then it says so")
    func loadingAndUnavailable() {
        let scene = harness.factory.makeArtistAlleyDetailScene()
        let delegate = CapturingArtistAlleyDetailDelegate()
        scene.setDelegate(delegate)

        #expect(scene.address.text == "/artist-alley")
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "link", fields: [("index", "0")])) }

        scene.show(ArtistAlleyDetailViewModel(id: "t2", name: "Plain"))
        #expect(harness.page(of: scene).page.all("h2").isEmpty)
        scene.showUnavailable("This table is no longer in the artist alley.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Table unavailable")
        #expect(page.linkAddresses == ["/artist-alley"])
        #expect(scene.address.text == "/artist-alley/t2")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeArtistAlleyDetailScene()

        #expect(harness.page(of: scene).title == "Tisch der Artist Alley")
        scene.showUnavailable("Weg.")
        #expect(harness.page(of: scene).page.text.contains("Die ganze Artist Alley"))
    }
}

@MainActor
private final class CapturingArtistAlleyDetailDelegate: ArtistAlleyDetailSceneDelegate {
    var loads = 0
    var links: [Int] = []

    func artistAlleyDetailSceneDidLoad() { loads += 1 }
    func artistAlleyDetailSceneDidSelectLink(at index: Int) { links.append(index) }
}
