import ConbookCore
import ConbookModuleKit
import ConbookSettings
import ConbookTesting
import Testing

@MainActor
@Suite("Settings in German")
struct SettingsGermanTests {
    private func settings(_ core: ConbookTestContext) -> CapturingSettingsScene {
        let scene = CapturingSettingsScene()
        SettingsModuleBuilder(conbook: core.conbook, installation: StubInstallationFacts())
            .build(scene: scene, delegate: NoSettingsDelegate())
        scene.simulateSceneDidLoad()
        return scene
    }

    @Test("Given the Core in German, when Settings appears, then its labels and values are German")
    func settingsInGerman() throws {
        let scene = settings(try ConbookTestContext(language: .german))

        #expect(
            scene.viewModel?.rows.map(\.label) == [
                "Zeitzone der Anzeige", "Erinnerungen", "Beobachten", "Datenverzeichnis", "Convention-Daten",
            ])
        #expect(scene.value(of: "Erinnerungen") == "15 Minuten vor einer Veranstaltung")
        #expect(scene.value(of: "Beobachten") == "alle 15 Minuten synchronisieren")
        #expect(scene.value(of: "Convention-Daten") == "TESTCON26, 6 Veranstaltungen")
    }

    @Test(
        "Given Settings in German, when a lead time of 1 and one out of range are set, then the singular shows and the refusal is German"
    )
    func leadTimeInGerman() throws {
        let scene = settings(try ConbookTestContext(language: .german))

        scene.simulateSettingReminderLeadTime(minutes: 1)
        #expect(scene.value(of: "Erinnerungen") == "1 Minute vor einer Veranstaltung")
        scene.simulateSettingReminderLeadTime(minutes: 5000)

        #expect(scene.errors == ["5000 ist keine gültige Vorlaufzeit in Minuten: Wähle einen Wert von 0 bis 1440."])
    }
}

/// A settings delegate that ignores what it is told.
@MainActor
private final class NoSettingsDelegate: SettingsModuleDelegate {
    func settingsModuleDidClearConventionData() {}

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(SettingsTexts.languageDifferences == [])
    }
}
