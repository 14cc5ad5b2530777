import ConbookConsole
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Console announcements over the real Director")
struct ConsoleAnnouncementsTests {
    @Test(
        "Given the Announcements section, when one is opened and the user goes back, then it is shown in full (its page lists its own `open N` and the commands of the list below it) and reads as read in the list and on News"
    )
    func openMarksRead() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab announcements", "select 2", "help", "back", "tab news"])

        #expect(!outcome.hasFailures)
        #expect(app.screen(after: "tab announcements").contains("  [2] new Welcome!"))
        #expect(app.scene(after: "select 2").first == "Welcome!")
        #expect(app.screen(after: "select 2").contains("Shown until:   Friday 21 August 23:00 CEST"))
        #expect(app.screen(after: "help").contains("Going back to the Announcements page:"))
        #expect(app.screen(after: "help").contains("On an announcement's page:"))
        #expect(app.screen(after: "back").contains("  [2] Welcome!"))
        #expect(app.screen(after: "tab news").contains("Announcements · 1 unread"))
    }

    @Test(
        "Given News, when an announcement's number is selected, then it opens on News' stack and `back` returns to News, where it reads as read"
    )
    func newsOpensAnAnnouncement() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["select 3", "back"])

        #expect(!outcome.hasFailures)
        #expect(app.navigator.session.selectedSectionIndex == 0)
        #expect(app.scene(after: "select 3").first == "Room change")
        #expect(app.screen(after: "back").contains("  [3] Room change"))
        #expect(app.screen(after: "back").contains("Announcements · 1 unread"))
    }
}
