import ConbookCore
import ConbookDemoData
import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("The bundled demo shows every feature")
struct DemoConventionTests {
    static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Transcripts")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/schedules")

    @Test(
        "Given the bundled demo, then the server time it starts afresh from is its full sync's, and the bundled update comes after it"
    )
    func originalServerTime() async throws {
        let full = try await DemoConventionAPI().fetchChanges(since: nil)
        let delta = try await DemoConventionAPI().fetchChanges(since: full.serverTime)
        #expect(full.serverTime == DemoConvention.originalServerTime)
        #expect(DemoConvention.originalServerTime < delta.serverTime)
        let pinned = try #require(ISO8601DateFormatter().date(from: DemoConvention.pinnedNow))
        #expect(DemoConvention.pinnedInstant.millisecondsSinceEpoch == Int64(pinned.timeIntervalSince1970 * 1000))
    }

    @Test(
        "Given the demo tour and a German locale (LANG=de_DE.UTF-8), when the script runs, then stdout is the checked-in German transcript"
    )
    func demoTranscriptInGerman() throws {
        let store = try TemporaryDirectory()
        let run = try ConbookExecutable().run(
            ["--script", Self.transcripts.appending(path: "demo.conbook").path, "--store", store.url.path, "--no-color"],
            environment: ["LANG": "de_DE.UTF-8"])

        try Self.compare(
            Self.record(of: run).replacingOccurrences(of: store.url.path, with: "<store>")
                .replacing(/<store>(\s*)\([^)]*\)/) { "<store>\($0.output.1)(<size>)" },
            with: "demo.de.expected.txt", writingOtherwise: "demo.de.actual.txt")
    }

    @Test(
        "Given the RomHack Camp planning script with --language de, when it runs, then stdout is the checked-in German transcript"
    )
    func romhackTranscriptInGerman() throws {
        let directory = try TemporaryDirectory()
        let run = try ConbookExecutable().run([
            "--source", Self.fixtures.appending(path: "romhack-camp-2026-pretalx-schedule.xml").path,
            "--script", Self.transcripts.appending(path: "romhack.conbook").path,
            "--store", directory.url.appending(path: "store").path,
            "--now", "2026-10-02T09:00:00+02:00", "--no-color", "--language", "de",
        ])

        try Self.compare(Self.record(of: run), with: "romhack.de.expected.txt", writingOtherwise: "romhack.de.actual.txt")
    }

    /// What a run printed: the standard output, then (when there is any) what went to the
    /// standard error and an exit status other than 0, so that the checked-in transcript shows
    /// every command that failed. (While the console matches `tab` against the sections' titles,
    /// German ones, the German transcripts end with the failed `tab` commands; once every part
    /// speaks German and commands take the names in every language, they end with the output.)
    private static func record(of run: ConbookExecutable.Run) -> String {
        var record = run.output
        if !run.errors.isEmpty {
            record += "--- standard error ---\n" + run.errors
        }
        if run.status != 0 {
            record += "--- exit status \(run.status) ---\n"
        }
        return record
    }

    /// Compares a transcript with the checked-in one; when they differ, writes it to a file in the
    /// temporary directory (`/tmp`) to diff against, and records an issue.
    private static func compare(_ output: String, with expectedName: String, writingOtherwise actualName: String) throws {
        let expected = try String(contentsOf: transcripts.appending(path: expectedName), encoding: .utf8)
        guard output != expected else { return }
        let actual = FileManager.default.temporaryDirectory.appending(path: actualName)
        try output.write(to: actual, atomically: false, encoding: .utf8)
        Issue.record("The transcript differs from \(expectedName); see diff against \(actual.path)")
    }

    private func runDemo(_ script: String) throws -> ConbookExecutable.Run {
        let directory = try TemporaryDirectory()
        let file = try directory.write(script, to: "demo.conbook")
        return try ConbookExecutable().run([
            "--store", directory.url.appending(path: "store").path, "--script", file.path, "--no-color",
        ])
    }

    @Test(
        "Given the demo at its pinned clock, when it opens, then News shows running and upcoming events and the organisers' welcome, unread until read"
    )
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

    @Test(
        "Given today's Art Show as a favourite, when the demo refreshes, then Changes lists the Art Show track's nine events as cancelled, the favourite first, and News lists it as removed; a second refresh changes nothing"
    )
    func refreshAppliesTheBundledUpdate() throws {
        let run = try runDemo(
            """
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
