import ConbookConsole
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Console dealers and maps over the real Director")
struct ConsoleDealersAndMapsTests {
    @Test(
        "Given the Dealers section, when a dealer is searched, opened and shown on the map, then the map marks its table and a neighbour tapped there opens"
    )
    func dealerToMapToDealer() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab dealers", "search fox", "select 1", "map", "tap 500 400"])

        #expect(!outcome.hasFailures)
        #expect(app.screen(after: "search fox").contains("  [1] Sketchy Fox Art (SketchyFox)"))
        #expect(app.screen(after: "select 1").contains("On the map:  Dealers' Den (`map` shows it)"))
        #expect(app.screen(after: "map").contains("Showing: Sketchy Fox Art at (300, 400)"))
        #expect(app.scene(after: "tap 500 400").first == "Pawsome Plush")
        #expect(app.navigator.session.depth == 4)
    }

    @Test("Given a dealer's page, when a listing command is given, then it goes back to the listing and carries it out")
    func listingCommandsFallBack() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab dealers", "select 1", "filter category artwork", "letter w"])

        #expect(!outcome.hasFailures)
        #expect(app.navigator.session.depth == 1)
        #expect(app.screen(after: "filter category artwork").contains("Filters: categories off: Artwork"))
        #expect(app.screen(after: "letter w").contains("From W on; `letter` alone shows the whole page."))
    }

    @Test(
        "Given the Maps section, when the venue is tapped on a room, its event opened and its room shown on the map, then the venue marks the room"
    )
    func mapToEventToMap() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab maps", "select 1", "tap 600 300", "select 1", "map"])

        #expect(!outcome.hasFailures)
        #expect(app.screen(after: "tab maps").contains("  [1] Venue — 4 places · picture 1000 × 800 PNG"))
        #expect(app.screen(after: "tap 600 300").contains("At (600, 300): Room: Panel Room"))
        #expect(app.scene(after: "select 1").first == "Drawing Paws")
        #expect(app.screen(after: "map").contains("Showing: Panel Room at (600, 300)"))
    }

    @Test("Given a map, when a tap is outside the picture or a dealer is on no map, then the errors say so and the page stays")
    func errorsOnMapsAndDealers() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab maps", "1", "tap 1000 5", "tab dealers", "search elan", "1", "map"])

        #expect(outcome.hasFailures)
        #expect(app.output.errors.contains("(1000, 5) is outside the picture, which is 1000 × 800 pixels"))
        #expect(app.output.errors.contains("There is nothing to show on a map: this dealer's table is on none."))
        #expect(app.navigator.visibleScene is ConsoleDealerDetailScene)
    }

    @Test("Given News, when a command of both the Schedule and the Dealers is given, then the error names both sections")
    func commandOfTwoSections() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["search fox", "filter category prints"])

        #expect(outcome.hasFailures)
        #expect(
            app.output.errors == """
                line 1: `search` works on the Schedule, People, Dealers, Knowledge, Lost & Found and Artist Alley sections: `tab schedule`, `tab people`, `tab dealers`, `tab knowledge`, `tab lost & found` or `tab artist alley` first.
                line 2: `filter` works on the Schedule and Dealers sections: `tab schedule` or `tab dealers` first.

                """)
    }
}
