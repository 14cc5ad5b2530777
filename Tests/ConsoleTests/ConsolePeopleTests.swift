import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console people over the real Director")
struct ConsolePeopleTests {
    private typealias Sample = SampleConvention

    private func app(language: Language = .english) throws -> ConsoleAppHarness {
        let content = SamplePeople.content
        let core = try ConbookTestContext.storing(content, favourites: [Sample.opening.id], language: language)
        core.answerSyncs(with: content)
        return ConsoleAppHarness(core: core)
    }

    @Test(
        "Given the People section, when a script searches, opens a described person, follows their event and marks another's event, then each screen shows it"
    )
    func peopleAndPages() async throws {
        let app = try app()

        let outcome = await app.run([
            "tab people", "search pencil", "select 1", "1", "back", "back", "search", "select 6", "favourite 1",
        ])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let people = app.screen(after: "tab people")
        #expect(people.contains("People: 8 people, A–Z"))
        #expect(people.contains { $0.contains("[1]") && $0.contains("Con Chair") && $0.contains("3 events") })
        #expect(people.contains { $0.contains("Sketchy Fox — Pencil maker from Lübeck") && $0.contains("1 event") })
        #expect(app.screen(after: "search pencil").contains("People: 1 of 8 people"))
        let sketchy = app.screen(after: "select 1")
        #expect(sketchy.contains("Pencil maker from Lübeck"))
        #expect(sketchy.contains("Draws **paws** since 2004."))
        #expect(sketchy.contains { $0.contains("Portfolio") && $0.contains("https://sketchy.example") })
        #expect(sketchy.contains { $0.contains("[1]") && $0.contains("Drawing Paws — Wednesday 19 August 10:00–12:00") })
        #expect(app.screen(after: "1").contains("When:       Wednesday 19 August, 10:00–12:00 CEST"))
        #expect(sketchy.contains { $0.contains("overlaps your favourite “Opening Ceremony”") })
        let penWolf = app.screen(after: "favourite 1")
        #expect(penWolf.contains { $0.contains("[1] ★ Drawing Paws") })
    }

    @Test(
        "Given an event's page, when `host NAME`, `host N` or `host` are given, then the host's page opens; a number or name that names no host, or `host` alone with two hosts, is refused"
    )
    func hostCommand() async throws {
        let app = try app()

        let outcome = await app.run([
            "tab schedule", "select 2", "host pen", "back", "host 1", "back", "host 3", "host zebra", "host", "back",
            "select 1", "host",
        ])

        #expect(outcome.failedCommandCount == 3, "\(app.output.errors)")
        #expect(app.screen(after: "select 2").contains("Hosts:      Sketchy Fox, Pen Wolf (`host N` opens a page)"))
        #expect(app.screen(after: "host pen").first { !$0.contains("|") } == "Pen Wolf")
        #expect(app.screen(after: "host 1").first { !$0.contains("|") } == "Sketchy Fox")
        #expect(app.output.errors.contains("no item 3 here; choose a number from 1 to 2"))
        #expect(app.output.errors.contains("zebra"))
        #expect(app.screen(after: "host").contains("Con Chair"))
    }

    @Test(
        "Given the schedule, when a search finds people, then they are listed numbered above the events and `person N` opens one")
    func personFromSearch() async throws {
        let app = try app()

        let outcome = await app.run(["tab schedule", "search c", "person 2", "back", "person 9"])

        #expect(outcome.failedCommandCount == 1, "\(app.output.errors)")
        #expect(app.screen(after: "search c").contains("People: 1 Con Chair · 2 Curator Cat (`person N` opens a page)"))
        #expect(app.screen(after: "person 2").contains { $0.contains("Art Show Tour") })
        #expect(app.output.errors.contains("no item 9 here"))
    }

    @Test("Given the Console in German, when the People section and a person's page show, then they are German")
    func german() async throws {
        let app = try app(language: .german)

        let outcome = await app.run(["tab personen", "select 7"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.screen(after: "tab personen").contains("Personen: 8 Personen, A–Z"))
        #expect(app.screen(after: "select 7").contains { $0.contains("Ask the Chair") })
    }
}
