import ConbookCore
import ConbookMaps
import ConbookModuleKit
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

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(MapsTexts.languageDifferences == [])
    }
}
