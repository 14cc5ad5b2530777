import ConbookConsole
import ConbookMaps
import Testing

@MainActor
@Suite("Console maps scene")
struct ConsoleMapsSceneTests {
    let output = CapturingConsoleOutput()
    let delegate = CapturingMapsSceneDelegate()
    let scene: ConsoleMapsScene

    init() {
        scene = ConsoleMapsScene(screen: output.makeScreen())
        scene.setDelegate(delegate)
    }

    @Test("Given maps, when rendered, then each is numbered with its places and picture; `select N` opens one")
    func rendersAndSelects() throws {
        scene.show(
            MapsViewModel(
                rows: [
                    MapRowViewModel(id: "venue", name: "Estrel Venue", picture: "1920 × 1400 PNG", places: "47 places"),
                    MapRowViewModel(id: "alley", name: "Artist Alley", picture: nil, places: "0 places"),
                ],
                emptyMessage: nil))

        #expect(
            scene.render() == [
                "Maps",
                "",
                "  [1] Estrel Venue — 47 places · picture 1920 × 1400 PNG",
                "  [2] Artist Alley — 0 places · no picture",
            ])
        try scene.perform("select 2")
        #expect(delegate.reports == [.selectedMap(id: "alley")])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 3, count: 2)) { try scene.perform("3") }
    }

    @Test("Given no maps, then it says so")
    func rendersNoMaps() {
        scene.show(MapsViewModel(rows: [], emptyMessage: "The convention has no maps."))
        #expect(scene.render() == ["Maps", "", "  The convention has no maps."])
        #expect(throws: ConsoleCommandError.noSuchItem(number: 1, count: 0)) { try scene.perform("1") }
    }
}
