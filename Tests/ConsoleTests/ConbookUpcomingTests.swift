import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook upcoming, reminders and watch: every convention at once, end to end")
struct ConbookUpcomingTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/schedules")

    /// Marks the first two events of the first day of a schedule file as favourites, in a store.
    private func favouriteFirstTwo(of file: String, in store: String) throws {
        let script = "tab schedule\nselect 1\nfavourite\nback\nselect 2\nfavourite\nquit\n"
        let run = try ConbookExecutable().run(
            ["--source", Self.fixtures.appending(path: file).path, "--store", store, "--script", "-", "--no-color"],
            input: script)
        #expect(run.status == 0, "\(run.errors)")
    }

    /// A store with GOOD 2025 twice (its iCalendar feed and its pretalx widget: the same talks,
    /// so each favourite of one overlaps its twin in the other) and RomHack Camp 2026.
    private func store(in scratch: TemporaryDirectory) throws -> String {
        let store = scratch.url.appending(path: "store").path
        for file in ["ics-pretalx-good2025.ics", "pretalx-widget-v2-good2025.json", "romhack-camp-2026-pretalx-schedule.xml"] {
            try favouriteFirstTwo(of: file, in: store)
        }
        return store
    }

    @Test(
        "Given favourites in three stored conventions, two of them the same conference, when `conbook upcoming` runs, then every favourite still to come is listed soonest first with its convention, and those overlapping a favourite of another convention name it"
    )
    func acrossConventions() throws {
        let scratch = try TemporaryDirectory()
        let store = try store(in: scratch)
        let conbook = try ConbookExecutable()

        let run = try conbook.run(["upcoming", "--store", store, "--now", "2025-01-01T00:00:00Z"])

        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Your favourites still to come, soonest first (ics-pretalx-good2025-ics-") == true)
        #expect(lines.count { $0.hasPrefix("  Monday 17 March") } == 4)
        #expect(lines.count { $0.hasPrefix("  Friday 2 October") } == 2)
        #expect(
            lines.contains {
                $0.hasPrefix("    clashes with Contributor Jam (pretalx-widget-v2-good2025-json-")
                    && $0.hasSuffix("Monday 17 March 13:00)")
            })
        #expect(!lines.contains { $0.contains("romhack") && $0.contains("clashes") })
    }

    @Test(
        "Given the same store, when narrowed to one convention, limited, in German, or given a limit of 0, then it lists that convention only, cuts the list saying how many more, speaks German, or is refused"
    )
    func narrowedLimitedGerman() throws {
        let scratch = try TemporaryDirectory()
        let store = try store(in: scratch)
        let conbook = try ConbookExecutable()
        let now = "2025-01-01T00:00:00Z"

        let romhack = try conbook.run(["upcoming", "--store", store, "--now", now, "--convention", "romhack"])
        let limited = try conbook.run(["upcoming", "--store", store, "--now", now, "--limit", "2"])
        let german = try conbook.run(["upcoming", "--store", store, "--now", now, "--language", "de", "--limit", "1"])
        let refused = try conbook.run(["upcoming", "--store", store, "--limit", "0"])

        #expect(romhack.output.split(separator: "\n").dropFirst().allSatisfy { $0.contains("romhack") })
        #expect(romhack.output.split(separator: "\n").count == 3)
        #expect(limited.output.hasSuffix("… and 4 more (`--limit` shows more).\n"))
        #expect(german.output.hasPrefix("Deine kommenden Favoriten, die nächsten zuerst ("))
        #expect(german.output.contains("  Montag, 17. März 12:00  Registration"))
        #expect(refused.status == 64)
        #expect(refused.errors.contains("--limit needs 1 or more, not 0."))
    }

    @Test(
        "Given favourites in three stored conventions, when `conbook reminders` runs at 10:50 on RomHack Camp's first day, then each convention is listed under its name, in its own time, the opening due now; narrowed, only RomHack Camp's, as before"
    )
    func remindersOfEvery() throws {
        let scratch = try TemporaryDirectory()
        let store = try store(in: scratch)
        let conbook = try ConbookExecutable()
        let now = "2026-10-02T10:50:00+02:00"

        let every = try conbook.run(["reminders", "--store", store, "--now", now])
        let one = try conbook.run(["reminders", "--store", store, "--now", now, "--convention", "romhack"])

        let lines = every.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix(" ") }.map { $0.prefix(12) } == ["ics-pretalx-", "pretalx-widg", "romhack-camp"])
        #expect(lines.filter { $0 == "  None: no favourite is still to come." }.count == 2)
        #expect(
            every.output.contains(
                "\n  Due now (starting within 15 minutes):\n    Friday 2 October 11:00  RomHack Camp Opening · STAGE 1\n"))
        #expect(one.output.hasPrefix("Reminders 15 minutes before your favourites; now is Friday 2 October 10:50.\nDue now"))
    }

    @Test(
        "Given favourites in three stored conventions, when `conbook watch --once` runs at 10:50 on RomHack Camp's first day, then the opening's reminder is given once, named by its convention; a second run gives nothing"
    )
    func watchEvery() throws {
        let scratch = try TemporaryDirectory()
        let store = try store(in: scratch)
        let conbook = try ConbookExecutable()
        let arguments = ["watch", "--once", "--no-sync", "--store", store, "--now", "2026-10-02T10:50:00+02:00"]

        let first = try conbook.run(arguments)
        let second = try conbook.run(arguments)

        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.hasPrefix("romhack-camp-2026-pretalx-schedule-xml-"))
        #expect(
            first.output.hasSuffix(
                ": Friday 2 October 10:50  Reminder: RomHack Camp Opening starts at 11:00 (in 10 minutes) · STAGE 1\n"))
        #expect(first.output.split(separator: "\n").count == 1)
        #expect(second.output == "")
    }

    @Test(
        "Given three stored conventions, when `watch --sync-every 5` is given for RomHack Camp only, then a later `watch` of all syncs RomHack Camp every 5 minutes and the others every 15"
    )
    func syncIntervalPerConvention() throws {
        let scratch = try TemporaryDirectory()
        let store = try store(in: scratch)
        let conbook = try ConbookExecutable()
        let romhack = Self.fixtures.appending(path: "romhack-camp-2026-pretalx-schedule.xml").path

        let kept = try conbook.run(["watch", "--once", "--no-sync", "--store", store, "--source", romhack, "--sync-every", "5"])
        let watch = try conbook.run(
            ["watch", "--store", store, "--now", "2025-01-01T00:00:00Z"], stoppingAfter: .seconds(3))

        #expect(kept.status == 0, "\(kept.errors)")
        let headings = watch.output.split(separator: "\n").filter { $0.contains("Watching:") }
        #expect(headings.count == 3)
        #expect(
            headings.filter { $0.hasPrefix("romhack-camp-2026-pretalx-schedule-xml-") }.allSatisfy {
                $0.hasSuffix("a sync every 5 minutes. Ctrl-C ends.")
            })
        #expect(headings.filter { $0.hasSuffix("a sync every 15 minutes. Ctrl-C ends.") }.count == 2)
    }
}
