import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console What's on over the real Director")
struct ConsoleWhatsOnTests {
    @Test(
        "Given 10:30 on day 1, when a script gives `now`, marks one with `favourite 2`, asks `now 660` and opens `select 3`, then each screen shows what runs and starts, and the event opens"
    )
    func whatsOnPage() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["now", "favourite 2", "now 660", "select 3"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let now = app.scene(after: "now")
        #expect(now.prefix(2) == ["What's on", "Running now at 10:30, and starting by 11:30 (60 minutes ahead)"])
        #expect(now.contains("  [1]   10:00–11:00  Opening Ceremony — Main Stage · 30 min left"))
        #expect(now.contains("  [2]   10:00–12:00  Drawing Paws — Panel Room · 90 min left"))
        #expect(app.screen(after: "favourite 2").contains("  [2] ★ 10:00–12:00  Drawing Paws — Panel Room · 90 min left"))
        let ahead = app.screen(after: "now 660")
        #expect(ahead.contains("Starting by 21:30"))
        #expect(ahead.contains("  [3]   21:00–02:00  Dance Party — Main Stage · starts in 630 min"))
        #expect(app.screen(after: "select 3").contains { $0.contains("Dance Party") })
    }

    @Test(
        "Given the console, when `help` is given and `now 0` tried, then help lists `now [N]` from its declaration and the error says what N is"
    )
    func helpAndErrors() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        _ = await app.run(["help", "now 0", "now soon"])

        #expect(
            app.screen(after: "help").contains {
                $0.contains("now [N]") && $0.contains("show every event running now")
            })
        #expect(app.output.errors.contains("a number of minutes, 1 to 1,440"))
        #expect(app.output.errors.contains("now 180"))
    }
}
