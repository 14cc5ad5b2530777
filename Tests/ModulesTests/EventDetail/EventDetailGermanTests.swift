import ConbookCore
import ConbookEventDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Event Detail in German")
struct EventDetailGermanTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given two overlapping favourites and the Core in German, when one is shown and set to high priority, then its clashes and priority are German"
    )
    func clashesInGerman() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.fursuitParade.id], language: .german)
        let parade = EventDetailModuleTestContext(core: core, event: Sample.fursuitParade.id)

        #expect(parade.scene.viewModel?.clashes == ["Überschneidet sich mit Art Show Tour (14:00–15:00, Panel Room)"])
        #expect(parade.scene.viewModel?.priority == "normal")
        parade.scene.simulateSettingPriority(high: true)

        #expect(parade.scene.viewModel?.priority == "hoch")
        #expect(
            parade.scene.viewModel?.clashes == [
                "Überschneidet sich mit Art Show Tour (14:00–15:00, Panel Room); diese Veranstaltung hat hohe Priorität, die andere tritt zurück"
            ])
    }

    @Test(
        "Given the Core in German, when an event that ends after midnight is shown, then it says in German that it ends the next day (the date comes from the calendar)"
    )
    func overnightInGerman() throws {
        let detail = EventDetailModuleTestContext(core: try ConbookTestContext(language: .german), event: Sample.danceParty.id)

        #expect(detail.scene.viewModel?.when == "Wednesday 19 August, 21:00–02:00 CEST (endet am nächsten Tag)")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(EventDetailTexts.languageDifferences == [])
    }
}
