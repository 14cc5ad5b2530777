import ConbookAbout
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("About in German")
struct AboutGermanTests {
    @Test(
        "Given the Core in German, when About appears, then its labels, what the convention holds and the data's size are German")
    func aboutInGerman() throws {
        let core = try ConbookTestContext(language: .german)
        let scene = CapturingAboutScene()
        AboutModuleBuilder(conbook: core.conbook, installation: StubInstallationFacts()).build(scene: scene)
        scene.simulateSceneDidLoad()

        #expect(scene.viewModel?.convention.map(\.label) == ["Convention", "Zuletzt synchronisiert"])
        #expect(scene.fact("Zuletzt synchronisiert")?.hasSuffix("(laut Uhr der Quelle)") == true)
        #expect(
            scene.viewModel?.contents == "6 Veranstaltungen · 3 Tage · 2 Räume · 3 Themenbereiche · 2 Ankündigungen · "
                + "5 Händler · 2 Karten · 3 Gruppen der Wissensdatenbank · 4 Einträge der Wissensdatenbank · 3 Bilder")
        #expect(scene.viewModel?.storage == [AboutFactViewModel(label: "Daten", value: "/data/conbook (4,2 MB)")])
    }

    @Test(
        "Given the Core in German and a sync that skipped an event and a detail, when About appears, then the count and each line are German, the reader's reason kept"
    )
    func skippedInGerman() async throws {
        var response = SampleConvention.fullSync
        response.skipped = [
            SkippedEntity(Event.self, name: "Spätshow", place: "line 29", reason: .unreadable("no start")),
            SkippedEntity(Event.self, identifier: "event-opening", property: "URL", reason: .unreadable("bad")),
        ]
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: response), language: .german)
        await core.conbook.refreshConvention.refresh()
        let scene = CapturingAboutScene()
        AboutModuleBuilder(conbook: core.conbook, installation: nil).build(scene: scene)
        scene.simulateSceneDidLoad()

        #expect(scene.fact("Ausgelassen") == "1 Veranstaltung übersprungen, 1 Angabe ausgelassen")
        #expect(
            scene.viewModel?.skipped == [
                "Veranstaltung „Spätshow“ (line 29): no start", "Veranstaltung event-opening, ohne URL: bad",
            ])
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(AboutTexts.languageDifferences == [])
    }
}
