import ConbookCore
import ConbookModuleKit
import ConbookNewsDetail
import ConbookTesting
import Testing

@MainActor
@Suite("News Detail in German")
struct NewsDetailGermanTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given nothing stored and the Core in German, when an announcement is asked for, then it says in German that it is not in this convention"
    )
    func unknownInGerman() throws {
        let context = NewsDetailModuleTestContext(
            core: try ConbookTestContext(stored: nil, language: .german), announcement: Sample.welcome.id)

        #expect(context.scene.unavailableMessage == "Diese Ankündigung gehört nicht zu dieser Convention.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(NewsDetailTexts.languageDifferences == [])
    }
}
