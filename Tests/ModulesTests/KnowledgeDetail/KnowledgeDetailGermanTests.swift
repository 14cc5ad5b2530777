import ConbookCore
import ConbookKnowledgeDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge Detail in German")
struct KnowledgeDetailGermanTests {
    @Test("Given an entry that is not in the convention and the Core in German, when shown, then it says so in German")
    func unavailableInGerman() throws {
        let context = KnowledgeDetailModuleTestContext(
            core: try ConbookTestContext(language: .german), entry: "knowledge-nowhere")

        #expect(context.scene.unavailableMessage == "Dieser Eintrag ist nicht mehr in der Wissensdatenbank.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(KnowledgeDetailTexts.languageDifferences == [])
    }
}
