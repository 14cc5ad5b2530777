import ConbookCore
import ConbookMapDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Map Detail in German")
struct MapDetailGermanTests {
    private typealias Sample = SampleConvention

    @Test("Given the Core in German, when a map opens at a place, then the count of places and the focus are German")
    func mapInGerman() throws {
        let context = MapDetailModuleTestContext(
            core: try ConbookTestContext(language: .german), map: Sample.denMap.id, focusing: "entry-sketchy")

        #expect(context.scene.viewModel?.places == "4 Orte")
        #expect(context.scene.viewModel?.focus == "Sketchy Fox Art bei (300, 400)")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(MapDetailTexts.languageDifferences == [])
    }
}
