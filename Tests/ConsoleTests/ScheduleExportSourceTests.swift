import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook on schedule exports, end to end")
struct ScheduleExportSourceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/schedules")

    private func openFirstEvent(
        of file: String, extra: [String] = [], environment: [String: String] = [:]
    ) throws
        -> ConbookExecutable.Run
    {
        try run("tab schedule\nselect 1\n", on: file, now: "2026-01-31T10:00:00+01:00", extra: extra, environment: environment)
    }

    /// A script run on a schedule file in a new store, the clock pinned.
    private func run(
        _ script: String, on file: String, now: String, extra: [String] = [], environment: [String: String] = [:]
    ) throws -> ConbookExecutable.Run {
        let directory = try TemporaryDirectory()
        let scriptFile = try directory.write(script, to: "script.conbook")
        return try ConbookExecutable().run(
            [
                "--source", Self.fixtures.appending(path: file).path, "--store", directory.url.appending(path: "store").path,
                "--now", now, "--script", scriptFile.path, "--no-color",
            ] + extra,
            environment: environment)
    }

    @Test(
        "Given the RomHack Camp pretalx export, when the planning script runs (language filter, clashing favourites, a priority), then stdout is the checked-in transcript"
    )
    func romhackTranscript() throws {
        let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Transcripts")
        let directory = try TemporaryDirectory()
        let run = try ConbookExecutable().run([
            "--source", Self.fixtures.appending(path: "romhack-camp-2026-pretalx-schedule.xml").path,
            "--script", transcripts.appending(path: "romhack.conbook").path, "--store",
            directory.url.appending(path: "store").path,
            "--now", "2026-10-02T09:00:00+02:00", "--no-color",
        ])
        let expected = try String(contentsOf: transcripts.appending(path: "romhack.expected.txt"), encoding: .utf8)

        #expect(run.errors == "")
        if run.output != expected {
            let actual = FileManager.default.temporaryDirectory.appending(path: "romhack.actual.txt")
            try run.output.write(to: actual, atomically: false, encoding: .utf8)
            Issue.record("The transcript differs from romhack.expected.txt; see diff against \(actual.path)")
        }
    }

    @Test(
        "Given a schedule file, which has no clock of its own, when `about` is given, then the last sync is the moment of reading it on this machine's clock, not the source's"
    )
    func aboutSaysWhoseClock() throws {
        let run = try run("about\n", on: "romhack-camp-2026-pretalx-schedule.xml", now: "2026-10-02T09:00:00+02:00")

        #expect(run.errors == "")
        #expect(run.output.contains("Last synced:       Friday 2 October 09:00 CEST (this machine's clock)"), "\(run.output)")
        #expect(run.output.contains("Schedule version:  0.4.3"), "\(run.output)")
    }

    @Test(
        "Given the FOSDEM 2026 schedule.xml, when its first event opens, then it shows in Brussels time whatever the machine's zone",
        arguments: ["UTC", "Asia/Tokyo", "America/New_York"])
    func conventionTimeWhateverTheMachineZone(machineZone: String) throws {
        let run = try openFirstEvent(of: "fosdem-2026-schedule.xml", environment: ["TZ": machineZone])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Welcome to FOSDEM 2026"))
        #expect(run.output.contains("When:       Saturday 31 January, 09:30–09:50 CET"))
        #expect(run.output.contains("FOSDEM welcome and opening talk."))
    }

    @Test("Given --local-time on a machine in New York, when the first FOSDEM event opens, then it shows in New York time")
    func localTime() throws {
        let run = try openFirstEvent(
            of: "fosdem-2026-schedule.xml", extra: ["--local-time"], environment: ["TZ": "America/New_York"])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("When:       Saturday 31 January, 03:30–03:50 EST"))
    }

    @Test(
        "Given a time zone chosen once for a convention, when it is opened again, then the choice holds until --convention-time")
    func zoneChoiceIsRemembered() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.write("tab schedule\nselect 1\n", to: "open.conbook").path
        let store = directory.url.appending(path: "store").path
        let source = Self.fixtures.appending(path: "fosdem-2026-schedule.xml").path
        func open(_ options: [String]) throws -> ConbookExecutable.Run {
            try ConbookExecutable().run(
                ["--store", store, "--now", "2026-01-31T10:00:00+01:00", "--script", script, "--no-color"] + options,
                environment: ["TZ": "America/New_York"])
        }

        let chosen = try open(["--source", source, "--time-zone", "Asia/Tokyo"])
        let reopened = try open([])
        let local = try open(["--local-time"])
        let localAgain = try open([])
        let back = try open(["--convention-time"])
        let backAgain = try open([])

        #expect(chosen.output.contains("When:       Saturday 31 January, 17:30–17:50"), "\(chosen.errors)")
        #expect(reopened.output.contains("When:       Saturday 31 January, 17:30–17:50"), "\(reopened.errors)")
        #expect(local.output.contains("When:       Saturday 31 January, 03:30–03:50 EST"))
        #expect(localAgain.output.contains("When:       Saturday 31 January, 03:30–03:50 EST"))
        #expect(back.output.contains("When:       Saturday 31 January, 09:30–09:50 CET"))
        #expect(backAgain.output.contains("When:       Saturday 31 January, 09:30–09:50 CET"))
    }

    @Test("Given the 36C3 schedule.json, when the schedule opens, then its events list in Berlin time")
    func frabJSON() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.write("tab schedule\n", to: "schedule.conbook")
        let run = try ConbookExecutable().run([
            "--source", Self.fixtures.appending(path: "36c3-everything-schedule.json").path,
            "--store", directory.url.appending(path: "store").path, "--now", "2019-12-27T11:00:00+01:00",
            "--script", script.path, "--no-color",
        ])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Schedule: Friday 27 December — Day 1"))
    }

    @Test(
        "Given the 36C3 schedule.xml, whose speakers opted out of recording some talks, when `filter unrecorded` lists them and one opens, then only those are listed and its page says it will not be recorded"
    )
    func unrecordedTalks() throws {
        let run = try run(
            "tab schedule\nfilter unrecorded\nselect 1\n", on: "36c3-everything-schedule.xml", now: "2019-12-27T11:00:00+01:00")

        #expect(run.status == 0, "\(run.errors)")
        let listing = try #require(
            run.output.components(separatedBy: "> filter unrecorded").last?.components(separatedBy: "> select 1").first)
        #expect(listing.contains("Filters: not recorded only"))
        let rows = listing.components(separatedBy: "\n").filter { $0.hasPrefix("  [") }
        #expect(!rows.isEmpty)
        let page = try #require(run.output.components(separatedBy: "> select 1").last)
        #expect(page.contains("Recording:  not recorded: whoever misses it cannot watch it later"))
        #expect(page.contains("#not-recorded"))
    }

    @Test("Given a file forced to be read as the wrong kind, when conbook downloads it, then it says why and exits with 1")
    func wrongForcedKind() throws {
        let run = try openFirstEvent(of: "romhack-camp-2026-pretalx-schedule.xml", extra: ["--source-kind", "schedule-json"])

        #expect(run.status == 1)
        #expect(run.errors.contains("The download failed"))
    }
}

@Suite("conbook on hostile schedule files")
struct HostileScheduleSourceTests {
    @Test("Given a billion-laughs schedule.xml, when conbook downloads it, then it refuses it naming the line and exits with 1")
    func billionLaughs() throws {
        let directory = try TemporaryDirectory()
        let entities = (1...9).map { level in
            "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
        }.joined()
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE schedule [<!ENTITY e0 "lol">\(entities)]>
            <schedule><conference><title>&e9;</title></conference></schedule>
            """
        let source = try directory.write(document, to: "schedule.xml")

        let run = try ConbookExecutable().run([
            "--source", source.path, "--store", directory.url.appending(path: "store").path, "--script", "-",
        ])

        #expect(run.status == 1)
        #expect(run.errors.contains("The convention's data could not be read: line "))
        #expect(run.errors.contains("entity"))
        #expect(run.output.contains("Downloading the convention"))
    }
}
