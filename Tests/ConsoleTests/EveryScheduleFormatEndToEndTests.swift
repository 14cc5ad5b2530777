import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// Every real schedule file of `Tests/Fixtures/schedules` in a format beyond frab's, run through
/// the `conbook` executable as a person would, under a name that says nothing of its format (the
/// content decides): favourites, clashes, the timetable, reminders and the calendar export work on
/// each, and a damaged copy is refused with the format and the place named, the schedule kept.
@Suite("conbook on every schedule format, end to end")
struct EveryScheduleFormatEndToEndTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The fixture.
        var file: String
        /// The format's name as the errors give it.
        var format: String
        /// Options beyond the source (the zone of a file that names none).
        var options: [String] = []
        /// A morning before the chosen events.
        var now: String
        /// The heading of the day the schedule opens on.
        var day: String
        /// The events (numbers on that day) to mark.
        var picks: [Int]
        /// Whether the picks overlap.
        var clash: Bool
        /// How the damaged copy is damaged: cut to this share of its bytes.
        var damage: Damage
        /// Whether the timetable's first columns (the busiest rooms) hold the picks.
        var gridShowsPicks = true

        var testDescription: String { file }
    }

    enum Damage: Sendable {
        case cut(Double)

        func applied(to data: Data) -> Data {
            switch self {
            case .cut(let share): data.prefix(Int(Double(data.count) * share))
            }
        }
    }

    static let cases: [Case] = [
        Case(
            file: "xcal-pretalx-good2025.xcal", format: "xCal", options: ["--time-zone", "America/New_York"],
            now: "2025-03-17T08:00:00-04:00", day: "Monday 17 March — Day 1", picks: [1, 2], clash: true, damage: .cut(0.6)),
        Case(
            file: "ics-pretalx-good2025.ics", format: "iCalendar", now: "2025-03-17T08:00:00-04:00",
            day: "Monday 17 March — Day 1", picks: [1, 2], clash: true, damage: .cut(0.6)),
        Case(
            file: "ics-symposion-lca2020.ics", format: "iCalendar", now: "2020-01-13T07:00:00+10:00",
            day: "Monday 13 January — Day 2", picks: [5, 6], clash: true, damage: .cut(0.6)),
        Case(
            file: "pretalx-widget-v2-good2025.json", format: "pretalx widget JSON", now: "2025-03-17T08:00:00-04:00",
            day: "Monday 17 March — Day 1", picks: [2, 3], clash: true, damage: .cut(0.6)),
        Case(
            file: "c3voc-schedule2-38c3-hub-example.json", format: "c3voc schedule2 JSON", now: "2024-12-27T08:00:00+01:00",
            day: "Friday 27 December — Day 1", picks: [1, 2], clash: false,
            damage: .cut(0.6)),
        Case(
            file: "indico-event-contributions-acat2024.json", format: "Indico JSON", now: "2024-03-11T07:00:00-04:00",
            day: "Monday 11 March — Day 1", picks: [7, 8], clash: true, damage: .cut(0.6), gridShowsPicks: false),
        Case(
            file: "indico-timetable-docs-example.json", format: "Indico JSON", options: ["--time-zone", "Europe/Zurich"],
            now: "2013-04-29T08:00:00+02:00", day: "Monday 29 April — Day 1", picks: [1], clash: false, damage: .cut(0.6)),
        Case(
            file: "sessionize-all-globalazure-austria2024.json", format: "Sessionize JSON",
            options: ["--time-zone", "Europe/Vienna"], now: "2024-04-20T08:00:00+02:00", day: "Saturday 20 April — Day 1",
            picks: [2, 3], clash: true, damage: .cut(0.6)),
        Case(
            file: "conclar-schedule-octocon2022.json", format: "ConClár JSON", options: ["--time-zone", "Europe/Dublin"],
            now: "2022-10-15T08:00:00+01:00", day: "Saturday 15 October — Day 2", picks: [2, 3], clash: true,
            damage: .cut(0.6)),
        Case(
            file: "konopas-combined-octocon2022.js", format: "KonOpas JavaScript", options: ["--time-zone", "Europe/Dublin"],
            now: "2022-10-15T08:00:00+01:00", day: "Saturday 15 October — Day 2", picks: [2, 3], clash: true,
            damage: .cut(0.6)),
    ]

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/schedules")

    /// The fixture copied under a name without an extension.
    private func copy(_ file: String, into directory: TemporaryDirectory) throws -> URL {
        let source = directory.url.appending(path: "source")
        try Data(contentsOf: Self.fixtures.appending(path: file)).write(to: source)
        return source
    }

    @Test(
        "Given each real schedule file under a name that says nothing, when conbook opens it without --source-kind and events are marked, then the schedule, the stars, the clash, the timetable, the reminders and the calendar export (read back by Python's icalendar) all work",
        arguments: cases)
    func planning(_ example: Case) throws {
        let directory = try TemporaryDirectory()
        let source = try copy(example.file, into: directory)
        let store = directory.url.appending(path: "store").path
        let marks = example.picks.map { "select \($0)\nfavourite\nback\n" }.joined()
        let script = try directory.write("tab schedule\n" + marks + "timetable\n", to: "plan.conbook")

        let session = try ConbookExecutable().run(
            ["--source", source.path, "--store", store, "--now", example.now, "--script", script.path, "--no-color"]
                + example.options)

        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("Schedule: \(example.day)"))
        #expect(session.output.contains("Favourite:  ★ yes"))
        #expect(session.output.contains("Clash:      Clashes with") == example.clash)
        let timetable = try #require(session.output.components(separatedBy: "> timetable").last)
        // The favourites are starred on the grid, or marked ! when they clash.
        #expect(timetable.contains(example.clash ? "]!" : "]★") == example.gridShowsPicks, "\(timetable)")

        let reminders = try ConbookExecutable().run(["reminders", "--store", store, "--now", example.now])
        #expect(reminders.status == 0, "\(reminders.errors)")
        #expect(reminders.output.components(separatedBy: " — reminder at ").count - 1 == example.picks.count)

        let exported = directory.url.appending(path: "favourites.ics")
        let export = try ConbookExecutable().run(["export", "-o", exported.path, "--store", store])
        let events = example.picks.count == 1 ? "1 event" : "\(example.picks.count) events"
        #expect(export.errors == "Exported \(events) to \(exported.path).\n")
        #expect(try ICalendarPeer.read(exported).events.count == example.picks.count)
    }

    @Test(
        "Given a convention read from each format, when its file is damaged and conbook opens it again, then the download is refused naming the format and the place, and the schedule read before is still shown",
        arguments: cases)
    func damagedCopyKeepsTheSchedule(_ example: Case) throws {
        let directory = try TemporaryDirectory()
        let source = try copy(example.file, into: directory)
        let store = directory.url.appending(path: "store").path
        let script = try directory.write("tab schedule\n", to: "schedule.conbook")
        let arguments =
            ["--source", source.path, "--store", store, "--now", example.now, "--script", script.path, "--no-color"]
            + example.options
        let first = try ConbookExecutable().run(arguments)
        #expect(first.status == 0, "\(first.errors)")

        try example.damage.applied(to: try Data(contentsOf: source)).write(to: source)
        let again = try ConbookExecutable().run(arguments)

        #expect(again.errors.contains("Refresh failed"), "\(again.errors)")
        #expect(again.errors.contains(example.format), "\(again.errors)")
        #expect(again.errors.contains("line ") || again.errors.contains("["), "\(again.errors)")
        #expect(again.output.contains("Schedule: \(example.day)"))
        let firstEvent = first.output.components(separatedBy: "\n").first { $0.contains("[1]") }
        #expect(firstEvent.map { again.output.contains($0) } == true)
    }

    @Test(
        "Given a Sessionize file, which names no zone, when opened without --time-zone, then it is refused saying the zone is missing; once opened with one, the zone is remembered for later downloads"
    )
    func zoneOfAFileWithoutOne() throws {
        let directory = try TemporaryDirectory()
        let source = try copy("sessionize-all-globalazure-austria2024.json", into: directory)
        let script = try directory.write("tab schedule\n", to: "schedule.conbook")
        func open(_ store: String, _ options: [String]) throws -> ConbookExecutable.Run {
            try ConbookExecutable().run(
                ["--source", source.path, "--store", store, "--now", "2024-04-20T08:00:00+02:00", "--script", script.path]
                    + ["--no-color"] + options)
        }

        let withoutZone = try open(directory.url.appending(path: "first").path, [])
        let store = directory.url.appending(path: "second").path
        let withZone = try open(store, ["--time-zone", "Europe/Vienna"])
        let again = try open(store, [])

        #expect(withoutZone.status == 1)
        #expect(
            withoutZone.errors.contains(
                "Sessionize JSON: the times are the convention's local times and the file names no time zone"))
        #expect(withoutZone.errors.contains("--time-zone"))
        #expect(withZone.status == 0, "\(withZone.errors)")
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.errors == "")
        #expect(again.output.contains("09:00–09:45  Keynote: Pioneering the Future of Java"))
    }
}
