import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console free time over the real Director")
struct ConsoleFreeTimeTests {
    private typealias Sample = SampleConvention

    private static let lunchPanel = SampleFreeTime.lunchPanel

    private func app(language: Language = .english) throws -> ConsoleAppHarness {
        let content = SampleFreeTime.content()
        let core = try ConbookTestContext.storing(
            content, favourites: [Sample.opening.id, Sample.danceParty.id], language: language)
        core.clock.set(Sample.local(Sample.day1, 9, 0))
        core.answerSyncs(with: content)
        return ConsoleAppHarness(core: core)
    }

    @Test(
        "Given two favourites on day 1, when a script gives `free`, opens what fits with `select 1`, marks it with `favourite 1` and asks `free 180`, then each screen shows the gaps, what fits and how far it is, and News the next free time"
    )
    func freeTimePage() async throws {
        let app = try app()

        let outcome = await app.run(["free", "select 1", "back", "favourite 1", "free 180", "back"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let free = app.screen(after: "free")
        #expect(free.contains("Gaps of at least 30 min between your favourites"))
        #expect(free.contains("11:00–21:00 · 10 h free"))
        #expect(free.contains { $0.contains("[1]") && $0.contains("13:00–14:00  Lunch Panel — Panel Room") })
        #expect(free.contains { $0.contains("across the Venue map from Main Stage") })
        let marked = app.screen(after: "favourite 1")
        #expect(marked.contains("11:00–13:00 · 2 h free"))
        #expect(marked.contains("14:00–21:00 · 7 h free"))
        #expect(app.screen(after: "free 180").contains("14:00–21:00 · 7 h free"))
        #expect(!app.screen(after: "free 180").contains("11:00–13:00 · 2 h free"))
        #expect(app.screen(after: "select 1").contains { $0.contains("Lunch Panel") })
        #expect(app.screen(after: "back").contains { $0.contains("Free from 11:00 to 13:00: no event fits in it") })
    }

    @Test("Given the Console in German, when `free` is given, then the page is German; `free 0` is refused in words")
    func german() async throws {
        let app = try app(language: .german)

        let outcome = await app.run(["free", "free 0"])

        #expect(app.screen(after: "free").contains("Lücken von mindestens 30 Min. zwischen deinen Favoriten"))
        #expect(outcome.failedCommandCount == 1)
        #expect(app.output.errors.contains("eine Zahl von Minuten, 1 oder mehr"))
    }
}
