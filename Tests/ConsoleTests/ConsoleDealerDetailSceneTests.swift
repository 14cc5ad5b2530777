import ConbookConsole
import ConbookCore
import ConbookDealerDetail
import ConbookModuleKit
import Testing

@MainActor
@Suite("Console dealer detail scene")
struct ConsoleDealerDetailSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingDealerDetailSceneDelegate()
    let scene: ConsoleDealerDetailScene

    static let sketchyFox = DealerDetailViewModel(
        name: "Sketchy Fox Art", alternateName: "SketchyFox", categories: ["Prints", "Commissions"],
        shortDescription: "Prints of foxes, commissions open.", attendance: "Every day",
        links: [
            LinkViewModel(
                name: "Shop", destination: "web page · https://sketchy.example/shop", canOpen: true,
                address: "https://sketchy.example/shop"),
            LinkViewModel(
                name: "Twitter @sketchyfox", destination: "web page · https://twitter.com/sketchyfox", canOpen: true,
                address: "https://twitter.com/sketchyfox"),
            LinkViewModel(
                name: "gallery", destination: "web page · https://sketchy.example", canOpen: true,
                address: "https://sketchy.example"),
        ],
        artistPicture: PictureViewModel(bytes: nil, width: 64, height: 64, description: "64 × 64 JPEG"),
        aboutTheArtist: RichText([
            .paragraph([
                .text("A fox who draws; see the "), .link([.text("gallery")], destination: "https://sketchy.example"), .text("."),
            ])
        ]),
        aboutTheArt: RichText(plain: "Ink and watercolour."),
        artPreview: PictureViewModel(bytes: nil, width: 800, height: 600, description: "800 × 600 JPEG"),
        artPreviewCaption: "A fox at dawn", mapName: "Dealers' Den")

    init() {
        scene = ConsoleDealerDetailScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test("Given a 2026 dealer's keywords, when rendered, then they show as one fact, a category after another")
    func rendersKeywords() {
        var dealer = Self.sketchyFox
        dealer.keywords = ["Prints: fox, wolf", "Commissions: ych"]
        scene.show(dealer)
        #expect(scene.render().contains("Keywords:    Prints: fox, wolf · Commissions: ych"))
    }

    @Test(
        "Given a dealer, when rendered, then every part shows: facts, pictures, links numbered with the texts' links, and how to open the map"
    )
    func rendersTheDealer() throws {
        var dealer = Self.sketchyFox
        dealer.artPreview?.bytes = try PictureFixture.bytes("quadrants.jpg")
        scene.show(dealer)
        let lines = scene.render()
        #expect(
            lines == [
                "Sketchy Fox Art",
                "SketchyFox",
                "Prints of foxes, commissions open.",
                "",
                "Categories:  Prints, Commissions",
                "Days:        Every day",
                "On the map:  Dealers' Den (`map` shows it)",
                "",
                "Artist's picture: 64 × 64 JPEG, not downloaded (images are downloaded from the",
                "  live API; the demo has none)",
                "Art preview (JPEG, 48 × 32 pixels, 710 bytes).",
                "  A fox at dawn",
                "",
                "About the artist",
                "",
                "A fox who draws; see the gallery[3].",
                "",
                "About the art",
                "",
                "Ink and watercolour.",
                "",
                "Links",
                "  [1] Shop — web page · https://sketchy.example/shop",
                "  [2] Twitter @sketchyfox — web page · https://twitter.com/sketchyfox",
                "  [3] gallery — web page · https://sketchy.example",
                "",
                "`map` shows the table · `open N` follows a link · `back` returns to the list",
            ])
        #expect(lines.allSatisfy { $0.count <= 78 })
    }

    @Test(
        "Given an After Dark dealer on no map with only the essentials, then the den shows, the map says none, and empty parts are left out"
    )
    func rendersTheEssentials() {
        scene.show(
            DealerDetailViewModel(
                name: "Élan Vital", attendance: "Friday only", afterDarkDen: "After Dark Dealers' Den", artPreviewCaption: "Bold")
        )
        #expect(
            scene.render() == [
                "Élan Vital",
                "",
                "Days:        Friday only",
                "Den:         After Dark Dealers' Den",
                "On the map:  not on any map",
                "",
                "Art preview: Bold",
                "",
                "`back` returns to the list",
            ])
    }

    @Test("Given a dealer on a map, when `map` is given, then the delegate hears it; on no map, it says there is nothing to show")
    func opensTheMap() throws {
        scene.show(Self.sketchyFox)
        try scene.perform("map")
        #expect(delegate.reports == [.selectedLocation])

        scene.show(DealerDetailViewModel(name: "Élan Vital", attendance: "Friday only"))
        #expect(throws: ConsoleCommandError.noMapLocation(of: "this dealer's table")) { try scene.perform("map") }
        #expect(
            ConsoleCommandError.noMapLocation(of: "this dealer's table").description
                == "There is nothing to show on a map: this dealer's table is on none.")
        #expect(delegate.reports == [.selectedLocation])
    }

    @Test("Given a dealer with links, when `open 3` is given, then the delegate hears which; a number not listed is an error")
    func opensALink() throws {
        scene.show(Self.sketchyFox)
        try scene.perform("open 3")
        #expect(delegate.reports == [.selectedLink(2)])
        #expect(throws: ConsoleCommandError.noSuchLink(number: 4, count: 3)) { try scene.perform("open 4") }
    }

    @Test("Given the dealer left the den, then the scene says so")
    func showsUnavailability() throws {
        scene.showUnavailable("This dealer is no longer in the Dealers' Den.")
        #expect(
            scene.render() == [
                "Dealer unavailable", "This dealer is no longer in the Dealers' Den.", "`back` returns to the list",
            ])
        #expect(throws: ConsoleCommandError.notLoadedYet) { try scene.perform("map") }
    }
}
