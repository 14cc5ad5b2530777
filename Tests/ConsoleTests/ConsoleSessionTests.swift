import ConbookConsole
import ConbookCore
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Console session over the real Director")
struct ConsoleSessionTests {
    @Test("Given the clock on day 2, when an event of day 2 is made a favourite, then News lists it under today's favourites")
    func favouriteAppearsInNews() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(now: SampleConvention.local(SampleConvention.day2, 9, 0)))
        let outcome = await app.run(["tab schedule", "day 2", "select 1", "favourite", "back", "tab news"])

        #expect(!outcome.hasFailures)
        #expect(app.output.errors == "")
        #expect(app.screen(after: "select 1").contains("Art Show Tour"))
        #expect(app.screen(after: "favourite").contains("Favourite:  ★ yes"))
        #expect(app.screen(after: "back").contains { $0.contains("★") && $0.contains("Art Show Tour") })
        let news = app.screen(after: "tab news")
        #expect(news.first == "[News] | Announcements | Schedule | Changes | Hidden | People | Dealers |")
        let favourites = try #require(news.firstIndex(of: "Today's favourites"))
        #expect(news[favourites + 1].contains("★"))
        #expect(news[favourites + 1].contains("Art Show Tour"))
    }

    @Test("Given a script with an unknown command, when run, then the error names its line and the rest still runs")
    func carriesOnAfterAnError() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let outcome = await app.run(["# a comment", "FrobNicate now", "", "tab sch"])

        #expect(outcome.failedCommandCount == 1)
        #expect(outcome.hasFailures)
        #expect(app.output.errors == "line 2: Unknown command “FrobNicate”. Type `help` to list the commands.\n")
        #expect(app.screen(after: "FrobNicate now") == [])
        #expect(
            app.screen(after: "tab sch").first == "News | Announcements | [Schedule] | Changes | Hidden | People | Dealers |")
    }

    @Test(
        "Given the News section, when commands of other pages are given, then the errors say where they work, from what the scenes declare"
    )
    func explainsWhereCommandsWork() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        _ = await app.run(["day 2", "favourite", "back", "cancel", "tab schedule", "read", "frobnicate"])

        #expect(
            app.output.errors.split(separator: "\n") == [
                "line 1: `day` works on the Schedule section: `tab schedule` first.",
                "line 2: `favourite` does not work here; it works on an event's page.",
                "line 3: There is nothing to go back to: this is the first page of the News section.",
                "line 4: `cancel` does not work here; it works on the download screen.",
                "line 6: `read` works on the News section: `tab news` first.",
                "line 7: Unknown command “frobnicate”. Type `help` to list the commands.",
            ])
    }

    @Test(
        "Given an event opened from the schedule and made a favourite, when `filter favourites` is given, then the schedule shows again, favourites only"
    )
    func aCommandGoesBackToTheSceneBelowThatTakesIt() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let outcome = await app.run(["tab schedule", "select 3", "favourite", "filter favourites"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let schedule = app.screen(after: "filter favourites")
        #expect(schedule.first == "News | Announcements | [Schedule] | Changes | Hidden | People | Dealers |")
        #expect(schedule.contains("Filters: favourites only"))
        #expect(schedule.contains { $0.hasPrefix("  [1] ★") && $0.contains("Dance Party") })
        #expect(app.navigator.session.depth == 1)
    }

    @Test(
        "Given About shown over the schedule, when `tab changes` then `tab schedule` are given, then the schedule shows: About left with its section"
    )
    func aMenuSceneLeavesWithItsSection() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let outcome = await app.run(["tab schedule", "about", "tab changes", "tab schedule"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.scene(after: "tab schedule").first?.hasPrefix("Schedule: ") == true)
        #expect(app.navigator.session.depth == 1)
    }

    @Test(
        "Given an event opened from the schedule, when a schedule command below it fails, then the error says why and the event stays shown"
    )
    func aFailedCommandBelowLeavesTheStack() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        _ = await app.run(["tab schedule", "select 1", "day 9", "favourite"])

        #expect(app.output.errors == "line 3: There is no day 9; choose a number from 1 to 3.\n")
        #expect(app.screen(after: "favourite").contains("Favourite:  ★ yes"))
        #expect(app.navigator.session.depth == 2)
    }

    @Test("Given any page, when `refresh` is given, then fresh data is fetched and the page stays shown")
    func refreshWorksEverywhere() async throws {
        let core = try ConbookTestContext()
        let app = ConsoleAppHarness(core: core)
        let outcome = await app.run(["tab changes", "refresh", "tab schedule", "select 1", "refresh"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(core.api.requests.count == 3)
        #expect(
            app.screen(after: "refresh").first == "News | Announcements | [Schedule] | Changes | Hidden | People | Dealers |")
        #expect(app.navigator.session.depth == 2)
    }

    @Test(
        "Given an event opened from the schedule, when `help` is given, then it lists the global commands, the event's, and the schedule's below it; `quit` ends the session"
    )
    func listsCommandsAndQuits() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let outcome = await app.run(["tab schedule", "select 1", "help", "quit", "tab news"])

        #expect(!outcome.hasFailures)
        let help = app.screen(after: "help")
        #expect(help.first == "Commands (one per line; lines starting with # are ignored):")
        #expect(help.contains { $0.hasPrefix("  tab NAME") && $0.contains("News, Announcements,") })
        #expect(help.contains("On an event's page:"))
        #expect(help.contains { $0.hasPrefix("  favourite") })
        #expect(help.contains("Going back to the Schedule page:"))
        #expect(help.contains { $0.hasPrefix("  filter favourites") })
        #expect(!help.contains { $0.hasPrefix("  read") })
        #expect(!app.output.output.contains("> tab news"))
    }

    @Test("Given no stored data, when the session starts, then the download's progress shows, then News")
    func showsTheFirstDownload() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(stored: nil))
        let outcome = await app.run([])

        #expect(!outcome.hasFailures)
        let lines = app.output.outputLines
        #expect(lines.first?.hasPrefix("Downloading the convention") == true)
        #expect(lines.contains("[News] | Announcements | Schedule | Changes | Hidden | People | Dealers |"))
    }

    @Test("Given the first download fails, then the failure is reported; `cancel` then ends the session")
    func cancelsAFailedFirstDownload() async throws {
        let app = ConsoleAppHarness(
            core: try ConbookTestContext(
                stored: nil, api: StubConventionAPI(failingWith: .unreachable("offline"))))
        let outcome = await app.run(["select 1", "cancel", "help"])

        #expect(outcome.problemCount == 1)
        #expect(outcome.failedCommandCount == 1)
        #expect(
            app.output.errors == """
                The download failed: The convention's data source could not be reached: offline
                line 1: `select` works once the convention is downloaded.

                """)
        #expect(app.output.outputLines.contains("`refresh` tries again · `cancel` gives up"))
        #expect(app.navigator.isClosed)
        #expect(!app.output.output.contains("> help"))
    }

    @Test("Given a failed first download, when `refresh` is given and the source answers, then News shows")
    func retriesAFailedFirstDownload() async throws {
        let api = StubConventionAPI([.failure(.unreachable("offline")), .success(SampleConvention.fullSync)])
        let app = ConsoleAppHarness(core: try ConbookTestContext(stored: nil, api: api))
        _ = await app.run(["refresh"])

        let screen = app.screen(after: "refresh")
        #expect(screen.first?.hasPrefix("Downloading the convention") == true)
        #expect(screen.contains("[News] | Announcements | Schedule | Changes | Hidden | People | Dealers |"))
    }
}
