import ConbookConsole
import ConbookMapDetail
import ConbookModuleKit
import Testing

@MainActor
@Suite("Console map detail scene")
struct ConsoleMapDetailSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingMapDetailSceneDelegate()
    let scene: ConsoleMapDetailScene

    static let venue = MapDetailViewModel(
        name: "Estrel Venue", picture: PictureViewModel(bytes: nil, width: 1920, height: 1400, description: "1920 × 1400 PNG"),
        places: "47 places")

    init() {
        scene = ConsoleMapDetailScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
        scene.show(Self.venue)
    }

    @Test("Given a map, when rendered, then its picture, its places and how to tap show")
    func rendersTheMap() {
        #expect(
            scene.render() == [
                "Map: Estrel Venue",
                "Picture: 1920 × 1400 PNG, not downloaded (images are downloaded from the live",
                "  API; the demo has none)",
                "47 places · `tap X Y` shows what is at a point of the picture",
            ])
    }

    @Test("Given a map opened at a place, with ignored places and a downloaded picture, on a plain screen, then each is said")
    func rendersFocusIgnoredPlacesAndAKeptPicture() throws {
        var map = Self.venue
        map.picture?.bytes = try PictureFixture.bytes("quadrants.png")
        map.focus = "Nizza at (1784, 661)"
        map.ignoredPlaces = ["Cloakroom: its tap radius (-5) is negative"]
        scene.show(map)
        #expect(
            scene.render() == [
                "Map: Estrel Venue",
                "Picture (PNG, 48 × 32 pixels, 146 bytes).",
                "47 places · `tap X Y` shows what is at a point of the picture",
                "Showing: Nizza at (1784, 661)",
                "Ignored, for wrong data: 1 place",
                "  Cloakroom: its tap radius (-5) is negative",
            ])
    }

    @Test(
        "Given a downloaded map on a colour terminal, when rendered, then the picture is drawn in half-blocks with its place marked"
    )
    func drawsADownloadedPicture() throws {
        let colourScene = ConsoleMapDetailScene(
            screen: ConsoleScreen(output: output, style: .ansi(colorDepth: .trueColor), width: 78))
        var map = Self.venue
        map.picture = PictureViewModel(
            bytes: try PictureFixture.bytes("quadrants.png"), width: 48, height: 32, description: "48 × 32 PNG",
            marker: PictureViewModel.Marker(x: 40, y: 28))
        colourScene.show(map)

        let lines = colourScene.render()
        let picture = Array(lines[1..<17])
        #expect(picture.allSatisfy { $0.contains("\u{1B}[38;2;") && $0.hasSuffix("\u{1B}[0m") })
        #expect(picture.allSatisfy { glyphs(of: $0).count == 48 })
        #expect(picture.filter { glyphs(of: $0).contains("◉") }.count == 1)
        #expect(glyphs(of: picture[14]).firstIndex(of: "◉") == 40)
        #expect(lines[17].contains("47 places"))
    }

    @Test("Given an earlier version of the picture kept, when rendered, then it is drawn and said to be earlier")
    func saysAnEarlierVersion() throws {
        let colourScene = ConsoleMapDetailScene(
            screen: ConsoleScreen(output: output, style: .ansi(colorDepth: .palette256), width: 24))
        var map = Self.venue
        map.picture = PictureViewModel(
            bytes: try PictureFixture.bytes("quadrants.jpg"), width: 48, height: 32, description: "48 × 32 JPEG",
            isEarlierVersion: true)
        colourScene.show(map)
        let lines = colourScene.render()
        #expect(lines[1...8].allSatisfy { $0.contains("\u{1B}[38;5;") })
        #expect(
            Array(lines[9...12])
                == [
                    "(an earlier version: the", "current one could not be", "downloaded yet)", "47 places · `tap X Y`",
                ].enumerated().map { $0.offset < 3 ? ConsoleStyle.ansi.dim($0.element) : $0.element })
    }

    @Test("Given a tap found a room, when rendered, then the room shows with its events numbered for `select N`")
    func rendersATappedRoom() throws {
        var map = Self.venue
        map.tapResult = MapTapViewModel(
            point: "(1784, 661)", title: "Room: Nizza", details: ["Nothing runs here now."],
            sections: [
                MapTapSectionViewModel(
                    title: "Next",
                    rows: [
                        MapTapRowViewModel(id: "event:quiz", title: "Furry Pub Quiz", detail: "Thursday 25 August 20:00–22:00"),
                        MapTapRowViewModel(
                            id: "unavailable:Table 12", title: "Table 12", detail: "unavailable", isSelectable: false),
                    ])
            ])
        scene.show(map)

        #expect(
            Array(scene.render().dropFirst(4)) == [
                "",
                "At (1784, 661): Room: Nizza",
                "  Nothing runs here now.",
                "",
                "Next",
                "  [1] Furry Pub Quiz · Thursday 25 August 20:00–22:00",
                "      Table 12 · unavailable",
            ])
        try scene.perform("select 1")
        #expect(delegate.reports == [.selectedTapResult(id: "event:quiz")])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 2, count: 1)) { try scene.perform("2") }
    }

    @Test("Given a map, when `tap X Y` is given inside the picture, then the delegate hears the point")
    func tapsAPoint() throws {
        try scene.perform("tap 1784 661")
        try scene.perform("tap 0,1399")
        #expect(delegate.reports == [.tapped(x: 1784, y: 661), .tapped(x: 0, y: 1399)])
    }

    @Test("Given a map, when `tap` is not given two numbers inside the picture, then the error says what it needs")
    func refusesWrongPoints() {
        let expected = ConsoleCommandError.invalidArguments(
            command: "tap", expected: "two whole numbers, X and Y, in pixels of the picture", example: "tap 1784 661")
        #expect(throws: expected) { try scene.perform("tap") }
        #expect(throws: expected) { try scene.perform("tap here") }
        #expect(throws: expected) { try scene.perform("tap 1.5 2") }
        #expect(throws: expected) { try scene.perform("tap 1 2 3") }
        #expect(throws: ConsoleCommandError.outsidePicture(x: 1920, y: 10, width: 1920, height: 1400)) {
            try scene.perform("tap 1920 10")
        }
        #expect(throws: ConsoleCommandError.outsidePicture(x: 5, y: -1, width: 1920, height: 1400)) {
            try scene.perform("tap 5 -1")
        }
        #expect(
            ConsoleCommandError.outsidePicture(x: 1920, y: 10, width: 1920, height: 1400).description
                == "(1920, 10) is outside the picture, which is 1920 × 1400 pixels: X goes from 0 to 1919 and Y from 0 to 1399, "
                + "from the top left corner.")
        #expect(delegate.reports.isEmpty)
    }

    @Test("Given a map without a picture, when tapped, then any point from 0 is taken; a negative one is refused")
    func tapsAMapWithoutAPicture() throws {
        scene.show(MapDetailViewModel(name: "Parking", picture: nil, places: "1 place"))
        #expect(scene.render()[1] == "No picture")
        try scene.perform("tap 5000 5")
        #expect(throws: ConsoleCommandError.outsidePicture(x: -5, y: 5, width: nil, height: nil)) {
            try scene.perform("tap -5 5")
        }
        #expect(delegate.reports == [.tapped(x: 5000, y: 5)])
    }

    @Test("Given the map left the convention, then the scene says so")
    func showsUnavailability() {
        scene.showUnavailable("This map is no longer in the convention.")
        #expect(
            scene.render() == [
                "Map unavailable", "This map is no longer in the convention.", "`back` returns to the list",
            ])
    }
}
