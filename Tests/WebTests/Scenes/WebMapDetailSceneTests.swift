import ConbookCore
import ConbookMapDetail
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: MapDetail")
struct WebMapDetailSceneTests {
    private let harness = WebSceneHarness()

    /// A picture's bytes the shelf serves (a PNG's signature is enough for it).
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 4, 5, 6]

    private func loadedScene(_ viewModel: MapDetailViewModel) -> (WebMapDetailScene, CapturingMapDetailDelegate) {
        let scene = harness.factory.makeMapDetailScene()
        let delegate = CapturingMapDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private static let venue = MapDetailViewModel(
        id: "map/1", name: "Venue <script>alert(1)</script>",
        picture: PictureViewModel(
            bytes: png, width: 1000, height: 800, description: "1000 × 800 PNG",
            marker: PictureViewModel.Marker(x: 300, y: 400, radius: 60)),
        places: "4 places", ignoredPlaces: ["Table 12: its tap radius (-5) is negative"],
        focus: "Sketchy Fox Art at (300, 400)",
        tapResult: MapTapViewModel(
            point: "(300, 400)", title: "Room: Nizza", details: ["Nothing runs now."],
            sections: [
                MapTapSectionViewModel(
                    title: "Next",
                    rows: [
                        MapTapRowViewModel(id: "event:e1", title: "Drawing", detail: "11:00–12:30"),
                        MapTapRowViewModel(id: "place:gone", title: "Closed door", isSelectable: false),
                    ])
            ]))

    /// What a browser sends when the image button is pressed at a point of the picture as shown.
    private func pressed(at x: Int, _ y: Int) -> WebForm {
        WebForm(action: "tap", fields: [("csrf", WebSceneHarness.formToken), ("map.x", "\(x)"), ("map.y", "\(y)")])
    }

    @Test(
        "Given a map, when the page is written, then its picture is an image button at its own size in a form posting the tap, the place is marked, and a name with markup shows as text"
    )
    func writesTheMap() throws {
        let (scene, delegate) = loadedScene(Self.venue)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(scene.address.text == "/maps/map%2F1")
        #expect(title == "Venue <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        let button = try #require(page.all("input").first { $0.attributes["type"] == "image" })
        #expect(button.attributes["name"] == "map")
        #expect(button.attributes["src"]?.hasPrefix("/pictures/") == true)
        #expect(button.attributes["width"] == "1000")
        #expect(button.attributes["height"] == "800")
        #expect(button.attributes["alt"] == "Venue <script>alert(1)</script>: tap a place to see what is there")
        let tapForm = try #require(page.all("form").first { $0.all("input").contains { $0.attributes["type"] == "image" } })
        #expect(tapForm.attributes["method"] == "post" && tapForm.attributes["action"] == "/maps/map%2F1")
        #expect(ParsedForm(tapForm).action == "tap")
        let marker = try #require(page.all("svg").first)
        #expect(marker.attributes["viewbox"] ?? marker.attributes["viewBox"] == "0 0 1000 800")
        #expect(marker.all("path").first?.attributes["d"]?.hasPrefix("M 240 400 a 60 60") == true)
        #expect(page.text.contains("Showing: Sketchy Fox Art at (300, 400)"))
        #expect(page.text.contains("Table 12: its tap radius (-5) is negative"))
        #expect(page.all("h2").map(\.text) == ["At (300, 400): Room: Nizza"])
        #expect(page.all("h3").map(\.text) == ["Next"])
        #expect(page.forms.filter { $0.action == "select" }.map(\.buttons) == [["Drawing"]])
        #expect(page.text.contains("Closed door"))
        let numbers = page.all("input").filter { $0.attributes["type"] == "number" }
        #expect(numbers.map { $0.attributes["max"] } == ["999", "799"])
        #expect(numbers.allSatisfy { field in page.all("label").contains { $0.attributes["for"] == field.attributes["id"] } })
    }

    @Test(
        "Given the map, when the picture is pressed or a point typed, then the presenter is told the point in the picture's pixels; a point just past the edge goes onto it"
    )
    func tapsAtThePoint() throws {
        let (scene, delegate) = loadedScene(Self.venue)
        let form = try #require(harness.page(of: scene).page.forms.first { $0.buttons == ["Show what is there"] })

        try scene.act(on: pressed(at: 310, 420))
        try scene.act(on: pressed(at: 1003, -2))
        #expect(form.action == "tap")
        try scene.act(on: WebForm(action: "tap", fields: [("x", "12"), ("y", "799")]))

        #expect(delegate.taps.map { "\($0.x),\($0.y)" } == ["310,420", "999,0", "12,799"])
    }

    @Test("Given a tap's result, when a row's form is posted, then the presenter is told the row's identity")
    func selectsATapResultByIdentity() throws {
        let (scene, delegate) = loadedScene(Self.venue)
        let form = try #require(harness.page(of: scene).page.forms.first { $0.action == "select" })

        #expect(form.fields["id"] == "event:e1")
        try harness.post(form, to: scene)

        #expect(delegate.selectedIDs == ["event:e1"])
    }

    @Test(
        "Given points far off the picture, rows the result lacks or cannot choose, or an action the page lacks, then each is refused and the presenter hears nothing"
    )
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(Self.venue)

        #expect(throws: WebFormError.malformedField("map")) { try scene.act(on: pressed(at: 1200, 10)) }
        #expect(throws: WebFormError.malformedField("map")) { try scene.act(on: pressed(at: 10, -100)) }
        #expect(throws: WebFormError.malformedField("x")) {
            try scene.act(on: WebForm(action: "tap", fields: [("x", "1000"), ("y", "1")]))
        }
        #expect(throws: WebFormError.missingField("y")) { try scene.act(on: WebForm(action: "tap", fields: [("x", "1")])) }
        #expect(throws: WebFormError.malformedField("id")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "place:gone")]))
        }
        #expect(throws: WebFormError.malformedField("id")) {
            try scene.act(on: WebForm(action: "select", fields: [("id", "event:e9")]))
        }
        #expect(throws: WebFormError.unknownAction("zoom")) { try scene.act(on: WebForm(action: "zoom", fields: [])) }
        #expect(delegate.taps.isEmpty && delegate.selectedIDs.isEmpty)
    }

    @Test(
        "Given a map whose picture is not kept, then it says what the picture is and a point can still be typed; before the map, it is loading; a map gone says so"
    )
    func loadingUnkeptPictureAndUnavailable() throws {
        let scene = harness.factory.makeMapDetailScene()
        let delegate = CapturingMapDetailDelegate()
        scene.setDelegate(delegate)

        #expect(scene.address.text == "/maps")
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: pressed(at: 1, 1)) }

        scene.show(
            MapDetailViewModel(
                id: "parking", name: "Parking", picture: PictureViewModel(bytes: nil, width: 0, height: 0, description: "PNG"),
                places: "1 place"))
        let page = harness.page(of: scene).page
        #expect(page.text.contains("Picture: PNG"))
        #expect(!page.all("input").contains { $0.attributes["type"] == "image" })
        try scene.act(on: WebForm(action: "tap", fields: [("x", "5000"), ("y", "7")]))
        #expect(delegate.taps.map(\.x) == [5000])

        scene.showUnavailable("This map is no longer in the convention.")
        let (title, gone, _) = harness.page(of: scene)
        #expect(title == "Map unavailable")
        #expect(scene.address.text == "/maps/parking")
        #expect(gone.linkAddresses == ["/maps"])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeMapDetailScene()
        #expect(harness.page(of: scene).title == "Karte")
        scene.show(Self.venue)

        let page = harness.page(of: scene).page
        #expect(page.all("h2").map(\.text) == ["Bei (300, 400): Room: Nizza"])
        #expect(page.text.contains("Wegen fehlerhafter Daten ignoriert: 1 Ort"))
    }
}

@MainActor
private final class CapturingMapDetailDelegate: MapDetailSceneDelegate {
    var loads = 0
    var taps: [(x: Int, y: Int)] = []
    var selectedIDs: [String] = []

    func mapDetailSceneDidLoad() { loads += 1 }
    func mapDetailSceneDidTap(x: Int, y: Int) { taps.append((x, y)) }
    func mapDetailSceneDidSelectTapResult(id: String) { selectedIDs.append(id) }
}
