import ConbookCore
import ConbookKnowledgeGroup
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Knowledge Group in German")
struct KnowledgeGroupGermanTests {
    @Test("Given a group that is not in the convention and the Core in German, when shown, then it says so in German")
    func unavailableInGerman() throws {
        let context = KnowledgeGroupModuleTestContext(core: try ConbookTestContext(language: .german), group: "knowledge-nowhere")

        #expect(context.scene.unavailableMessage == "Diese Gruppe ist nicht mehr in der Wissensdatenbank.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(KnowledgeGroupTexts.languageDifferences == [])
    }
}
