import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console schedule pages over the real Director")
struct ConsoleSchedulePagingTests {
    private typealias Sample = SampleConvention

    /// The sample convention with a first day of 120 talks, `Talk 1` at 08:00, then one a minute,
    /// stored and answered by the source (the Director starts with a sync).
    private func crowdedCore(talks count: Int = 120, language: Language = .english) throws -> ConbookTestContext {
        let talks = (1...count).map { number in
            let start = Sample.local(Sample.day1, 8, 0).advanced(by: .seconds(60 * (number - 1)))
            return Event(
                id: Event.ID("talk-\(number)"), title: "Talk \(number)", dayID: Sample.day1.id,
                roomID: Sample.panelRoom.id, trackID: Sample.artTrack.id, start: start,
                end: start.advanced(by: .seconds(1800)))
        }
        let content = ConventionContent(
            [Sample.day1, Sample.day2, Sample.day3], [Sample.mainStage, Sample.panelRoom],
            [Sample.stageTrack, Sample.artTrack], talks + [Sample.artShow, Sample.closing])
        return try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content),
            api: StubConventionAPI(
                answering: .fullSnapshot(
                    of: content, conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime)),
            language: language)
    }

    @Test(
        "Given a day of 120 events, when the user turns the pages, then each shows 50 numbered from 1, and `select` opens the row shown"
    )
    func turningPagesAndSelecting() async throws {
        let app = ConsoleAppHarness(core: try crowdedCore())
        let outcome = await app.run(["tab schedule", "next", "more", "previous", "page 3", "prev", "select 1"])

        #expect(!outcome.hasFailures)
        #expect(app.screen(after: "tab schedule").contains("Showing events 1–50 of 120 · page 1 of 3"))
        #expect(app.screen(after: "more").contains("Showing events 101–120 of 120 · page 3 of 3"))
        #expect(app.screen(after: "page 3").contains { $0.hasPrefix("  [20]") && $0.contains("Talk 120") })
        let second = app.screen(after: "prev")
        #expect(second.contains("Showing events 51–100 of 120 · page 2 of 3"))
        #expect(second.contains { $0.hasPrefix("  [1]") && $0.contains("Talk 51") })
        #expect(app.screen(after: "select 1").contains { $0.contains("Talk 51") })
    }

    @Test("Given a day of 620 events, when it shows, then the count stops 500 past the page, and any page number is tried")
    func broadDayCountedAhead() async throws {
        let app = ConsoleAppHarness(core: try crowdedCore(talks: 620))
        let outcome = await app.run(["tab schedule", "page 40", "page 2"])

        #expect(!outcome.hasFailures)
        let first = app.screen(after: "tab schedule")
        #expect(first.contains("Showing events 1–50 of 550+ · page 1 of 11+"))
        #expect(first.contains { $0.contains("page N") && $0.contains("1 to 11+") })
        #expect(app.screen(after: "page 40").contains("Showing events 601–620 of 620 · page 13 of 13"))
        #expect(app.screen(after: "page 2").contains("Showing events 51–100 of 600+ · page 2 of 12+"))
    }

    @Test("Given a day of 120 events in German, when the user turns the pages, then the page hints and the errors are German")
    func turningPagesInGerman() async throws {
        let app = ConsoleAppHarness(core: try crowdedCore(language: .german))
        let outcome = await app.run(["tab programm", "next", "page 4"])

        #expect(outcome.failedCommandCount == 1)
        #expect(
            app.screen(after: "tab programm").suffix(2) == ["`next` zeigt Seite 2; `page N` zeigt jede Seite von 1 bis 3.", ""])
        #expect(
            app.screen(after: "next").suffix(3) == [
                "`next` zeigt Seite 3, `previous` zeigt Seite 1; `page N` zeigt jede Seite von", "  1 bis 3.", "",
            ])
        #expect(app.output.errors == "Zeile 3: Es gibt keine Seite 4; wähle eine Zahl von 1 bis 3.\n")
    }

    @Test("Given three pages, when the user asks for page 0, page 999 or goes past the last, then the errors say what exists")
    func explainsPagesThatDoNotExist() async throws {
        let app = ConsoleAppHarness(core: try crowdedCore())
        let outcome = await app.run(["tab schedule", "page 0", "page 999", "previous", "page 3", "next"])

        #expect(outcome.failedCommandCount == 4)
        #expect(
            app.output.errors.split(separator: "\n") == [
                "line 2: There is no page 0; choose a number from 1 to 3.",
                "line 3: There is no page 999; choose a number from 1 to 3.",
                "line 4: There is no previous page: this is the first.",
                "line 6: There is no next page: this is the last (page 3 of 3).",
            ])
    }

    @Test("Given the third page, when the user changes day, then the new day starts on its first page")
    func changingDayStartsOnTheFirstPage() async throws {
        let app = ConsoleAppHarness(core: try crowdedCore())
        _ = await app.run(["tab schedule", "page 3", "day 1"])

        #expect(app.screen(after: "day 1").contains("Showing events 1–50 of 120 · page 1 of 3"))
    }
}
