import ConbookCore
import ConbookDealerDetail
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: DealerDetail")
struct WebDealerDetailSceneTests {
    private let harness = WebSceneHarness()

    /// A picture's bytes the shelf serves (a PNG's signature is enough for it).
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    private func loadedScene(_ viewModel: DealerDetailViewModel) -> (WebDealerDetailScene, CapturingDealerDetailDelegate) {
        let scene = harness.factory.makeDealerDetailScene()
        let delegate = CapturingDealerDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let fox = DealerDetailViewModel(
        id: "dealer/7", name: "Sketchy <script>alert(1)</script>", alternateName: "SketchyFox",
        categories: ["Prints", "Commissions"], shortDescription: "Prints of foxes.", attendance: "Every day",
        afterDarkDen: "After Dark Dealers' Den",
        links: [
            LinkViewModel(name: "Shop", destination: "web page · https://sketchy.example/shop", canOpen: true),
            LinkViewModel(name: "Bad", destination: "not opened: javascript: links are not followed", canOpen: false),
        ],
        artistPicture: PictureViewModel(bytes: png, width: 64, height: 48, description: "64 × 48 PNG"),
        aboutTheArtist: RichText(plain: "A fox who draws."),
        artPreview: PictureViewModel(bytes: nil, width: 10, height: 10, description: "10 × 10 JPEG"),
        artPreviewCaption: "A fox at dawn", mapName: "Dealers' Den", keywords: ["Prints: fox, wolf"])

    @Test(
        "Given a dealer, when the page is written, then its facts, pictures, texts and links show under their headings and a name with markup shows as text"
    )
    func writesTheDealer() throws {
        let (scene, delegate) = loadedScene(Self.fox)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/dealers/dealer%2F7")
        #expect(title == "Sketchy <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(page.all("h2").map(\.text) == ["About the artist", "About the art", "Links"])
        #expect(page.all("dt").map(\.text) == ["Categories", "Keywords", "Days", "Den", "On the map"])
        #expect(page.text.contains("Prints, Commissions"))
        #expect(page.text.contains("Prints: fox, wolf"))
        #expect(page.text.contains("A fox who draws."))
        let image = try #require(page.all("img").first)
        #expect(image.attributes["src"]?.hasPrefix("/pictures/") == true)
        #expect(image.attributes["alt"] == "The artist's picture: Sketchy <script>alert(1)</script>")
        #expect(image.attributes["width"] == "64")
        #expect(page.text.contains("Picture: 10 × 10 JPEG"))
        #expect(page.text.contains("A fox at dawn"))
        #expect(page.text.contains("not opened: javascript: links are not followed"))
        #expect(page.forms.filter { $0.action == "link" }.map(\.buttons) == [["Shop"]])
    }

    @Test(
        "Given the dealer's page, when its map and link forms are posted, then the presenter is told each, the link by its place")
    func followsTheMapAndALink() throws {
        let (scene, delegate) = loadedScene(Self.fox)
        let forms = harness.page(of: scene).page.forms

        try harness.post(try #require(forms.first { $0.action == "location" }), to: scene)
        try harness.post(try #require(forms.first { $0.action == "link" }), to: scene)

        #expect(delegate.locations == 1)
        #expect(delegate.links == [0])
    }

    @Test(
        "Given forms for a link the list lacks or refuses, for a map the dealer is not on, or of an action the page lacks, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        var notOnAMap = Self.fox
        notOnAMap.mapName = nil
        let (scene, delegate) = loadedScene(notOnAMap)

        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "1")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "9")]))
        }
        #expect(throws: WebFormError.malformedField("index")) {
            try scene.act(on: WebForm(action: "link", fields: [("index", "x")]))
        }
        #expect(throws: WebFormError.unknownAction("location")) { try scene.act(on: WebForm(action: "location", fields: [])) }
        #expect(throws: WebFormError.unknownAction("favourite")) { try scene.act(on: WebForm(action: "favourite", fields: [])) }
        #expect(harness.page(of: scene).page.text.contains("not on any map"))
        #expect(delegate.links.isEmpty && delegate.locations == 0)
    }

    @Test(
        "Given no dealer yet, then the page is loading at the Dealers' address; given the dealer left, then it says so and links to all dealers"
    )
    func loadingAndUnavailable() {
        let scene = harness.factory.makeDealerDetailScene()
        let delegate = CapturingDealerDetailDelegate()
        scene.setDelegate(delegate)

        #expect(scene.address.text == "/dealers")
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "location", fields: [])) }

        scene.show(DealerDetailViewModel(id: "d1", name: "Élan Vital", attendance: "Friday only"))
        #expect(harness.page(of: scene).page.all("h2").isEmpty)
        scene.showUnavailable("This dealer is no longer in the Dealers' Den.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Dealer unavailable")
        #expect(scene.address.text == "/dealers/d1")
        #expect(page.text.contains("This dealer is no longer in the Dealers' Den."))
        #expect(page.linkAddresses == ["/dealers"])
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "location", fields: [])) }
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeDealerDetailScene()
        #expect(harness.page(of: scene).title == "Händler")
        scene.show(Self.fox)

        let page = harness.page(of: scene).page
        #expect(page.all("h2").map(\.text) == ["Zur Person", "Zu den Werken", "Links"])
        #expect(page.forms.first { $0.action == "location" }?.buttons == ["Ihren Tisch auf der Karte zeigen"])
    }
}

@MainActor
private final class CapturingDealerDetailDelegate: DealerDetailSceneDelegate {
    var loads = 0
    var locations = 0
    var links: [Int] = []

    func dealerDetailSceneDidLoad() { loads += 1 }
    func dealerDetailSceneDidSelectLocation() { locations += 1 }
    func dealerDetailSceneDidSelectLink(at index: Int) { links.append(index) }
}
