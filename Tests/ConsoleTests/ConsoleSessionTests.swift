import ConbookConsole
import ConbookCore
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
        #expect(news.first == "[News] | Schedule | Changes")
        let favourites = try #require(news.firstIndex(of: "Today's favourites"))
        #expect(news[favourites + 1].contains("★"))
        #expect(news[favourites + 1].contains("Art Show Tour"))
    }

    @Test("Given a script with an unknown command, when run, then the error names its line and the rest still runs")
    func carriesOnAfterAnError() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let outcome = await app.run(["# a comment", "frobnicate", "", "tab sch"])

        #expect(outcome.failedCommandCount == 1)
        #expect(outcome.hasFailures)
        #expect(app.output.errors == "line 2: Unknown command “frobnicate”. Type `help` to list the commands.\n")
        #expect(app.screen(after: "frobnicate") == [])
        #expect(app.screen(after: "tab sch").first == "News | [Schedule] | Changes")
    }

    @Test("Given the News tab, when a schedule command is given, then the error says where it works")
    func explainsWhereCommandsWork() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        _ = await app.run(["day 2", "favourite", "back"])

        #expect(app.output.errors.split(separator: "\n") == [
            "line 1: `day` works on the Schedule tab; use `tab schedule` first (and `back` from an event).",
            "line 2: `favourite` works on an event's page; open one with `select N` first.",
            "line 3: There is nothing to go back to: this is the first page of the News tab.",
        ])
    }

    @Test("Given a session, when `help` is given, then every command is listed; `quit` ends the session")
    func listsCommandsAndQuits() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())
        let outcome = await app.run(["help", "quit", "tab schedule"])

        #expect(!outcome.hasFailures)
        let help = app.screen(after: "help")
        #expect(help.first == "Commands (one per line; lines starting with # are ignored):")
        #expect(help.contains { $0.hasPrefix("  filter favourites") })
        #expect(!app.output.output.contains("> tab schedule"))
    }

    @Test("Given no stored data, when the session starts, then the download's progress shows, then News")
    func showsTheFirstDownload() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(stored: nil))
        let outcome = await app.run([])

        #expect(!outcome.hasFailures)
        let lines = app.output.outputLines
        #expect(lines.first?.hasPrefix("Downloading the convention") == true)
        #expect(lines.contains("[News] | Schedule | Changes"))
    }

    @Test("Given the first download fails, then the failure is reported; `cancel` then ends the session")
    func cancelsAFailedFirstDownload() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext(
            stored: nil, api: StubConventionAPI(failingWith: .unreachable("offline"))))
        let outcome = await app.run(["select 1", "cancel", "help"])

        #expect(outcome.problemCount == 1)
        #expect(outcome.failedCommandCount == 1)
        #expect(app.output.errors.hasPrefix(
            "The download failed: The convention's data source could not be reached: offline\n"))
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
        #expect(screen.contains("[News] | Schedule | Changes"))
    }
}
