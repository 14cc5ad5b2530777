import ConbookCore
import ConbookModuleKit
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule in German")
struct ScheduleGermanTests {
    @Test(
        "Given a day of 1,200 events in pages of 50 and the Core in German, when the last page shows, then the page line is German with German numbers"
    )
    func pageLineInGerman() throws {
        let context = ScheduleModuleTestContext(
            core: try CrowdedConvention.core(talks: 1200, language: .german), pageSize: 50)

        context.scene.simulateSelectingPage(at: 23)

        #expect(context.scene.pageSummary == "Veranstaltungen 1.151–1.200 von 1.200 · Seite 24 von 24")
    }

    @Test("Given the Core in German, when a filter leaves the day empty, then the heading and the empty message are German")
    func filteredDayInGerman() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(language: .german), pageSize: 2)

        context.scene.simulateFilteringByTrack(named: "Art")

        #expect(context.scene.viewModel?.heading.hasSuffix(" · Themenbereich: Art") == true)
        #expect(context.scene.viewModel?.emptyMessage == "Keine Veranstaltungen passen an diesem Tag zu diesen Filtern.")
    }

    @Test(
        "Given the Core in German, when the user searches all days and then only the favourites for something absent, then the heading and the empty message are German"
    )
    func searchInGerman() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext(language: .german))

        context.scene.simulateSearching(for: "ceremony")
        #expect(context.scene.viewModel?.heading == "Suche „ceremony“ an allen Tagen")
        context.scene.simulateSettingFavouritesOnly(true)
        context.scene.simulateSearching(for: "zzz")

        #expect(context.scene.viewModel?.heading == "Suche „zzz“ in den Favoriten")
        #expect(context.scene.viewModel?.emptyMessage == "Keine Favoriten passen zu „zzz“.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(ScheduleTexts.languageDifferences == [])
    }
}
