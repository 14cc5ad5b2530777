import ConbookCore
import ConbookMaps
import ConbookTesting
import Testing

@MainActor
@Suite("Maps in German")
struct MapsGermanTests {
    @Test("Given the Core in German, when the maps are listed, then each counts its places in German")
    func mapsInGerman() throws {
        let context = MapsModuleTestContext(core: try ConbookTestContext(language: .german))

        #expect(context.scene.viewModel?.rows.map(\.places) == ["4 Orte", "4 Orte"])
    }
}
