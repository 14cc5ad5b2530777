import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("The bundled demo shows every feature")
struct DemoConventionTests {
    private func runDemo(_ script: String) throws -> ConbookExecutable.Run {
        let directory = try TemporaryDirectory()
        let file = try directory.write(script, to: "demo.conbook")
        return try ConbookExecutable().run([
            "--store", directory.url.appending(path: "store").path, "--script", file.path, "--no-color",
        ])
    }

    @Test("Given the demo at its pinned clock, when it opens, then News shows running and upcoming events and the organisers' welcome, unread until read")
    func newsShowsEventsAndAnAnnouncement() throws {
        let run = try runDemo("read\n")

        #expect(run.status == 0, "\(run.errors)")
        let opening = try #require(run.output.components(separatedBy: "> read").first)
        #expect(opening.contains("Running now"))
        #expect(opening.contains("Upcoming"))
        #expect(opening.contains("Announcements · 1 unread"))
        #expect(opening.contains("new Welcome aboard, sailor- you're here early!"))
        let afterReading = try #require(run.output.components(separatedBy: "> read").last)
        #expect(afterReading.contains("\nAnnouncements\n"))
        #expect(!afterReading.contains("new Welcome aboard"))
    }

    @Test("Given today's Art Show as a favourite, when the demo refreshes, then Changes lists the Art Show track's nine events as cancelled, the favourite first, and News lists it as removed; a second refresh changes nothing")
    func refreshAppliesTheBundledUpdate() throws {
        let run = try runDemo("""
            tab schedule
            filter track art show
            select 2
            favourite
            refresh
            tab changes
            tab news
            refresh
            tab changes

            """)

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors == "")
        let screens = run.output.components(separatedBy: "> tab changes")
        #expect(screens.count == 3)
        let changes = try #require(screens[1].components(separatedBy: "> tab news").first)
        #expect(changes.contains("Your favourites\n      ★ Art Show — Cancelled"))
        #expect(changes.components(separatedBy: " — Cancelled").count - 1 == 9)
        let news = try #require(screens[1].components(separatedBy: "> tab news").last)
        #expect(news.contains("Favourites removed from the schedule"))
        #expect(screens[2] == changes)
    }
}
