import ConbookConsole
import ConbookCore
import ConbookTesting
import Foundation
import Testing

@MainActor
@Suite("Console Lost & Found over the real Director")
struct ConsoleLostAndFoundTests {
    @Test(
        "Given a logged-in attendee, when a script goes to Lost & Found, expands an item, searches and opens a picture, then the page shows the groups, the times, the description and the link's page"
    )
    func script() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["tab lost", "select 4", "search green", "search", "open 4", "back", "open 1"])

        #expect(outcome.hasFailures)
        let page = app.scene(after: "tab lost")
        #expect(page.first == "5 items")
        #expect(page.contains("Lost (2)"))
        #expect(page.contains("  [1] Rainbow scarf"))
        #expect(page.contains("      Lost Thursday 20 August 14:00"))
        #expect(page.contains("  [4] Fox plush"))
        #expect(page.contains("      Picture — web page · https://pictures.example/lost/21.jpg"))
        #expect(app.scene(after: "select 4").contains("      Orange, about 30 cm, found in Room A."))
        #expect(app.scene(after: "search green").contains("  [1] Black phone"))
        #expect(app.scene(after: "search").contains("  [5] Badge “Some Guy”"))
        #expect(app.scene(after: "open 4").contains { $0.contains("https://pictures.example/lost/21.jpg") })
        #expect(app.output.errors == "line 7: Item 1 has no picture.\n")
        #expect(!(app.output.output + app.output.errors).contains(SampleAttendee.token.secret))
    }

    @Test("Given nobody logged in, when Lost & Found is shown, then it says how to log in")
    func notLoggedIn() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab lost & found", "help"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let page = app.scene(after: "tab lost & found").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            page.joined(separator: " ").contains(
                "The lost & found is shown to registered attendees: log in to see it (`login`)."))
        #expect(app.screen(after: "help").contains { $0.contains("search") && $0.contains("items") })
    }
}
