import ConbookCore
import ConbookModuleKit
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News in German")
struct NewsGermanTests {
    @Test(
        "Given the convention running, nobody logged in and the Core in German, when News appears, then its sections and the login prompt are German"
    )
    func newsInGerman() throws {
        let context = NewsModuleTestContext(core: try ConbookTestContext(language: .german))
        let titles = context.scene.viewModel?.sections.map(\.title) ?? []

        #expect(titles.first == "Deine Convention")
        #expect(titles.contains("Läuft gerade"))
        #expect(
            context.scene.viewModel?.sections.first?.rows == [
                .message("Melde dich an, um deine Nachrichten zu sehen (anmelden).")
            ]
        )
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(NewsTexts.languageDifferences == [])
    }
}
