import ConbookArtistAlley
import ConbookArtistAlleyDetail
import ConbookArtistAlleyRegistration
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Artist Alley in German")
struct ArtistAlleyGermanTests {
    @Test("Given the Core in German, when the alley appears, then the heading, the tables and why it is empty are German")
    func alleyInGerman() throws {
        let scene = CapturingArtistAlleyScene()
        let core = try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account, language: .german)
        ArtistAlleyModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: CapturingArtistAlleyModuleDelegate())
        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.heading == "5 Tische, nach Tischnummer")
        #expect(scene.viewModel?.rows.first?.table == "Tisch 2")
        scene.simulateSearching(for: "drache")
        #expect(scene.viewModel?.emptyMessage == "Keine Tische passen zu „drache“.")

        let empty = CapturingArtistAlleyScene()
        let loggedOut = try ConbookTestContext(language: .german)
        ArtistAlleyModuleBuilder(conbook: loggedOut.conbook).build(scene: empty, delegate: CapturingArtistAlleyModuleDelegate())
        empty.simulateSceneDidLoad()
        #expect(
            empty.viewModel?.emptyMessage
                == "Der Server der Convention zeigt die Artist Alley nur eingecheckten Teilnehmern: melde dich an (anmelden), um sie zu sehen."
        )
    }

    @Test(
        "Given the modules' own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(ArtistAlleyTexts.languageDifferences == [])
        #expect(ArtistAlleyDetailTexts.languageDifferences == [])
        #expect(ArtistAlleyRegistrationTexts.languageDifferences == [])
    }
}
