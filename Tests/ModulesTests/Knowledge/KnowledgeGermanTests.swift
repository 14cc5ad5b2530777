import ConbookCore
import ConbookKnowledge
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge in German")
struct KnowledgeGermanTests {
    @Test(
        "Given the Core in German, when the knowledge base appears, then the heading and each group's count are German, singular for one entry"
    )
    func knowledgeInGerman() throws {
        let context = KnowledgeModuleTestContext(core: try ConbookTestContext(language: .german))

        #expect(context.scene.viewModel?.heading == "3 Gruppen, 4 Einträge")
        #expect(context.scene.viewModel?.groups.map(\.entryCount) == ["2 Einträge", "1 Eintrag", "1 Eintrag"])
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(KnowledgeTexts.languageDifferences == [])
    }
}
