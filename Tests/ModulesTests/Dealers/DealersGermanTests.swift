import ConbookCore
import ConbookDealers
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Dealers in German")
struct DealersGermanTests {
    @Test("Given the Core in German, when the Dealers' Den appears, then the heading and the rows' notes are German")
    func dealersInGerman() throws {
        let context = DealersModuleTestContext(core: try ConbookTestContext(language: .german))

        #expect(context.scene.viewModel?.heading == "5 Händler, A–Z")
        #expect(context.scene.row(named: "Élan Vital")?.notes == ["nicht jeden Tag", "After Dark"])
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(DealersTexts.languageDifferences == [])
    }
}
