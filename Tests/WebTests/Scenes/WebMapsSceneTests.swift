import ConbookCore
import ConbookMaps
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Maps")
struct WebMapsSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: MapsViewModel) -> (WebMapsScene, CapturingMapsDelegate) {
        let scene = harness.factory.makeMapsScene()
        let delegate = CapturingMapsDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let maps = MapsViewModel(
        rows: [
            MapRowViewModel(
                id: "map/1", name: "Venue <script>alert(1)</script>", picture: "1920 × 1400 PNG", places: "47 places"),
            MapRowViewModel(id: "den", name: "Dealers' Den", picture: nil, places: "1 place"),
        ], emptyMessage: nil)

    @Test(
        "Given maps, when the page is written, then each map links to its page with its places and picture, and a name with markup shows as text"
    )
    func writesTheMaps() {
        let (scene, delegate) = loadedScene(Self.maps)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/maps")
        #expect(title == "Maps")
        #expect(page.linkAddresses == ["/maps/map%2F1", "/maps/den"])
        #expect(page.all("a").map(\.text) == ["Venue <script>alert(1)</script>", "Dealers' Den"])
        #expect(!html.contains("<script>"))
        #expect(page.text.contains("47 places · picture 1920 × 1400 PNG"))
        #expect(page.text.contains("1 place · no picture"))
        #expect(page.forms.isEmpty)
    }

    @Test("Given the page, when any form is posted, then it is refused and the presenter hears nothing")
    func refusesForms() {
        let (scene, delegate) = loadedScene(Self.maps)

        #expect(throws: WebFormError.unknownAction("select")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "den")]))
        }
        #expect(delegate.selectedIDs.isEmpty)
    }

    @Test("Given no maps yet, then the page is loading; given none at all, then it says why")
    func loadingAndEmpty() {
        let scene = harness.factory.makeMapsScene()

        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "select", fields: [])) }
        scene.show(MapsViewModel(rows: [], emptyMessage: "The convention has no maps."))
        #expect(harness.page(of: scene).page.text == "The convention has no maps.")
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeMapsScene()
        scene.show(Self.maps)
        let (title, page, _) = harness.page(of: scene)

        #expect(title == "Karten")
        #expect(page.text.contains("1 place · kein Bild"))
    }
}

@MainActor
private final class CapturingMapsDelegate: MapsSceneDelegate {
    var loads = 0
    var selectedIDs: [String] = []

    func mapsSceneDidLoad() { loads += 1 }
    func mapsSceneDidSelectMap(id: String) { selectedIDs.append(id) }
}
