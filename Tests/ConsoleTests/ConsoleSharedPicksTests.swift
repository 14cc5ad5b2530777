import ConbookConsole
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Console shared picks over the real Director")
struct ConsoleSharedPicksTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given Alex's picks opened on top of News, when a script adds the first, removes it, adds all and goes back, then each page shows the numbered picks, the stars and what happened"
    )
    func transcriptInEnglish() async throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id])
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(
            ["add 1", "remove 1", "add all", "add 9", "add some", "back"], openingPicks: SampleSharedPicks.alex)

        #expect(outcome.failedCommandCount == 2)
        #expect(
            app.scene(after: "add 1") == [
                "Alex's picks",
                "3 events picked at TESTCON26 · 1 not in this schedule",
                "  [1] ★ Closing Ceremony",
                "        Friday 21 August 16:00–17:00 · Main Stage — Hall A",
                "  [2] ★ Opening Ceremony",
                "        Wednesday 19 August 10:00–11:00 · Main Stage — Hall A",
                "",
                "Added Closing Ceremony to your favourites.",
                "",
                "add all · add N · remove N · keep NAME · back", "",
            ])
        #expect(app.scene(after: "remove 1").contains("  [1]   Closing Ceremony"))
        #expect(app.scene(after: "add all").contains("Added 1 favourite."))
        #expect(core.store.favourites == [Sample.opening.id, Sample.closing.id])
        #expect(app.output.errors.contains("There is no item 9 here; choose a number from 1 to 2."))
        #expect(!app.scene(after: "back").contains("Alex's picks"))
        #expect(!app.scene(after: "back").isEmpty)
    }

    @Test("Given a German session, when Alex's picks are opened and all added, then the page and its status are German")
    func transcriptInGerman() async throws {
        let core = try ConbookTestContext(language: .german)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["add all", "help"], openingPicks: SampleSharedPicks.alex)

        #expect(!outcome.hasFailures)
        let page = app.scene(after: "add all")
        #expect(page.contains("Auswahl von Alex"))
        #expect(page.contains("3 Veranstaltungen ausgewählt bei TESTCON26 · 1 nicht in diesem Programm"))
        #expect(page.contains("2 Favoriten hinzugefügt."))
        #expect(app.screen(after: "help").joined(separator: "\n").contains("remove N"))
    }

    @Test("Given the scene's own words, when English and German are compared, then every key has a text in both")
    func wordsInBothLanguages() {
        #expect(ConsoleSharedPicksScene.Texts.languageDifferences == [])
    }

    @Test(
        "Given Alex's picks opened, when a script keeps them as Alex and goes to the schedule, then the page says they are kept and the schedule shows Alex by the opening"
    )
    func keepAsFriend() async throws {
        let core = try ConbookTestContext()
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["keep Alex", "back", "tab schedule"], openingPicks: SampleSharedPicks.alex)

        #expect(!outcome.hasFailures)
        #expect(
            app.scene(after: "keep Alex").joined(separator: "\n").contains("Kept as Alex's list: the schedule, the timetable"))
        #expect(core.store.friendsLists.names == ["Alex"])
        #expect(app.scene(after: "tab schedule").contains { $0.contains("Opening Ceremony") && $0.contains("Alex ★") })
    }

    @Test("Given a German session, when Alex's picks are kept, then the page says so in German")
    func keepInGerman() async throws {
        let core = try ConbookTestContext(language: .german)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["keep Alex"], openingPicks: SampleSharedPicks.alex)

        #expect(!outcome.hasFailures)
        #expect(app.scene(after: "keep Alex").joined(separator: "\n").contains("Als Liste von Alex behalten"))
    }
}
