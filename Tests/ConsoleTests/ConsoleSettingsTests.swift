import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console Settings over the real Director")
struct ConsoleSettingsTests {
    @Test(
        "Given the schedule, when `settings` is given, then the settings show; `reminder 30` sets the lead time, `yes` without a question is refused"
    )
    func settings() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(), installation: StubInstallationFacts())

        let outcome = await app.run(["tab schedule", "settings", "reminder 30", "yes", "reminder 2000"])

        #expect(outcome.hasFailures)
        let shown = app.scene(after: "settings")
        #expect(shown.first == "Settings")
        #expect(shown.contains("Reminders:        15 minutes before an event"))
        #expect(shown.contains("Colour:           off"))
        #expect(app.screen(after: "reminder 30").contains("Reminders:        30 minutes before an event"))
        #expect(
            app.output.errors == """
                line 4: Nothing was asked; `clear` asks before forgetting the convention's data.
                2000 is not a valid reminder lead time in minutes: choose from 0 to 1440.

                """)
    }

    @Test("Given Settings, when `clear` then `yes` are given, then the convention downloads again and News shows")
    func clearThenDownload() async throws {
        let core = try ConbookTestContext(favourites: [SampleConvention.opening.id])
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["settings", "clear", "yes"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.screen(after: "clear").contains { $0.hasPrefix("Clear TESTCON26's data and pictures?") })
        #expect(app.screen(after: "yes").contains { $0.hasPrefix("[News] | Announcements") })
        #expect(try core.store.loadFavourites() == [SampleConvention.opening.id])
    }
}
