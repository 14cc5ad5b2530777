import ConbookChanges
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Changes in German")
struct ChangesGermanTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given an update moved an event and the Core in German, when the changes appear, then the status, the changed parts' names and the durations are German"
    )
    func changesInGerman() async throws {
        let core = try ConbookTestContext(language: .german)
        var moved = Sample.artShow
        moved.roomID = Sample.mainStage.id
        moved.start = Sample.local(Sample.day2, 15, 0)
        moved.end = Sample.local(Sample.day2, 16, 30)
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [moved], deleted: []))))
        await core.conbook.refreshConvention.refresh()

        let context = ChangesModuleTestContext(core: core)

        #expect(context.scene.viewModel?.sections.map(\.title) == ["Andere Veranstaltungen"])
        #expect(context.scene.row(titled: "Art Show Tour")?.status == "Geändert: Raum, Beginn, Dauer")
        #expect(context.scene.row(titled: "Art Show Tour")?.details.last == "Dauer: 1 Std. → 1 Std. 30 Min.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(ChangesTexts.languageDifferences == [])
    }
}
