import ConbookCore
import ConbookLostAndFound
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Lost & Found in German")
struct LostAndFoundGermanTests {
    private func lostAndFound(_ core: ConbookTestContext) -> CapturingLostAndFoundScene {
        let scene = CapturingLostAndFoundScene()
        LostAndFoundModuleBuilder(conbook: core.conbook).build(
            scene: scene, delegate: CapturingLostAndFoundModuleDelegate())
        scene.simulateSceneDidLoad()
        return scene
    }

    @Test(
        "Given a logged-in attendee and the Core in German, when the items are listed, then the heading, the groups and the times are in German"
    )
    func listsInGerman() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account, language: .german)
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let scene = lostAndFound(core)
        await core.settle()

        #expect(scene.viewModel?.heading == "5 Gegenstände")
        #expect(scene.groups.map(\.title) == ["Verloren (2)", "Gefunden (2)", "Zurückgegeben (1)"])
        #expect(scene.item(titled: "Black phone")?.time.hasPrefix("Verloren ") == true)
        #expect(scene.item(titled: "Fox plush")?.picture?.name == "Bild")
    }

    @Test("Given nobody logged in and the Core in German, when the scene appears, then it asks in German to log in")
    func loginPromptInGerman() throws {
        let scene = lostAndFound(try ConbookTestContext(language: .german))

        #expect(
            scene.viewModel?.obstacle
                == "Das Fundbüro wird registrierten Teilnehmenden gezeigt: melde dich an, um es zu sehen (anmelden).")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(LostAndFoundTexts.languageDifferences == [])
    }
}
