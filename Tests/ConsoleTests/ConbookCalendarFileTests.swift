import ConbookCore
import ConbookEurofurence
import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook export and import: favourites in iCalendar files, end to end")
struct ConbookCalendarFileTests {
    static let favouriting = """
        tab schedule
        select 1
        favourite
        back
        select 2
        favourite
        back
        day 3
        filter track art show
        select 2
        favourite
        back
        refresh
        quit

        """

    /// The demo's events as the Core reads them from the bundled sync (before its update).
    static func demoEvents() throws -> [Event.ID: Event] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/eurofurence/EF26_Full_Sync_Response.json")
        let response = try EurofurenceSyncDecoder().decode(try Data(contentsOf: url))
        let events = response[Event.self].changed
        return Dictionary(uniqueKeysWithValues: events.map { ($0.id, $0) })
    }

    /// The demo stored in a scratch folder by conbook running `favouriting`, and that conbook.
    static func favouritedDemo(
        in scratch: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (conbook: ConbookExecutable, store: String) {
        let store = scratch.url.appending(path: "store").path
        let script = scratch.url.appending(path: "favourites.conbook")
        try Self.favouriting.write(to: script, atomically: false, encoding: .utf8)
        let conbook = try ConbookExecutable()
        #expect(
            try conbook.run(["--script", script.path, "--store", store, "--no-color"]).status == 0,
            sourceLocation: sourceLocation)
        return (conbook, store)
    }

    @Test(
        "Given a file already where the calendar is exported, when exported over it and then into a folder that does not exist, then the file is replaced whole, readable as any program's new file, neither its folder nor the temporary one holds anything else, and the second export says it cannot write its path"
    )
    func exportReplacesAFileWhole() throws {
        let scratch = try TemporaryDirectory()
        let (conbook, store) = try Self.favouritedDemo(in: scratch)
        let folder = scratch.url.appending(path: "calendars")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let file = folder.appending(path: "favourites.ics")
        try "an older file".write(to: file, atomically: false, encoding: .utf8)

        let temporary = scratch.url.appending(path: "tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)

        let exported = try conbook.run(["export", "-o", file.path, "--store", store], environment: ["TMPDIR": temporary.path])
        let missing = scratch.url.appending(path: "no such folder/favourites.ics")
        let failed = try conbook.run(["export", "-o", missing.path, "--store", store])

        #expect(exported.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["favourites.ics"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions.map { $0 & 0o600 } == 0o600)
        #expect(failed.status != 0)
        #expect(failed.errors.contains(missing.path))
    }

    @Test(
        "Given three favourites on the demo (one then taken off the schedule), when exported, then Python's icalendar reads each with the Core's start and end, the removed one cancelled; importing the file into a fresh store restores the same favourites; khal imports it"
    )
    func exportAndImport() throws {
        let scratch = try TemporaryDirectory()
        let (conbook, store) = try Self.favouritedDemo(in: scratch)

        let file = scratch.url.appending(path: "favourites.ics")
        let exported = try conbook.run(["export", "-o", file.path, "--store", store])
        #expect(exported.status == 0)
        #expect(exported.errors == "Exported 3 events to \(file.path).\n")

        let calendar = try ICalendarPeer.read(file)
        let events = try Self.demoEvents()
        #expect(calendar.events.count == 3)
        for entry in calendar.events {
            let id = try #require(entry.uid?.split(separator: "@").first.map { Event.ID(String($0)) })
            let event = try #require(events[id])
            #expect(entry.start * 1000 == event.start.millisecondsSinceEpoch)
            #expect(entry.end.map { $0 * 1000 } == event.end.millisecondsSinceEpoch)
            #expect(entry.summary == event.title)
        }
        #expect(calendar.events.filter { $0.status == "CANCELLED" }.count == 1)

        let fresh = scratch.url.appending(path: "fresh").path
        let imported = try conbook.run(["import", file.path, "--store", fresh])
        #expect(imported.status == 0)
        #expect(imported.output.contains("New favourites (3):"))
        let reexported = try conbook.run(["export", "--store", fresh])
        let again = scratch.url.appending(path: "again.ics")
        try reexported.output.write(to: again, atomically: false, encoding: .utf8)
        #expect(Set(try ICalendarPeer.read(again).events.map(\.uid)) == Set(calendar.events.map(\.uid)))

        let listed = try KhalPeer.importAndList(file, from: "2022-08-23", days: 7, timeZone: "Europe/Berlin", in: scratch.url)
        #expect(listed.count == 3)
    }

    @Test("Given files that are not calendars, when imported, then each is refused with why and no favourite changes")
    func refusedImports() throws {
        let scratch = try TemporaryDirectory()
        let store = scratch.url.appending(path: "store").path
        let page = scratch.url.appending(path: "page.ics")
        try "<html>Not found</html>".write(to: page, atomically: false, encoding: .utf8)
        let cut = scratch.url.appending(path: "cut.ics")
        try "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMM".write(to: cut, atomically: false, encoding: .utf8)
        let conbook = try ConbookExecutable()

        let notCalendar = try conbook.run(["import", page.path, "--store", store])
        let truncated = try conbook.run(["import", cut.path, "--store", store])
        let missing = try conbook.run(["import", scratch.url.appending(path: "nothing.ics").path, "--store", store])

        #expect(notCalendar.status == 1)
        #expect(
            notCalendar.errors.hasSuffix(
                "“\(page.path)” was not imported: the file is not an iCalendar file (it does not begin with BEGIN:VCALENDAR).\n"))
        #expect(truncated.errors.hasSuffix("was not imported: the file ends inside a VEVENT: it was cut short.\n"))
        #expect(missing.status == 1)
        #expect(missing.errors.contains("Could not read"))
        #expect(try conbook.run(["export", "--store", store]).output.contains("BEGIN:VEVENT") == false)
    }

    @Test(
        "Given a German locale, when every event is exported and the file imported again, then the reports are German, the hosts are introduced with „Leitung:“, and --language en gives them in English"
    )
    func exportAndImportInGerman() throws {
        let scratch = try TemporaryDirectory()
        let store = scratch.url.appending(path: "store").path
        let file = scratch.url.appending(path: "all.ics")
        let conbook = try ConbookExecutable()
        let german = ["LANG": "de_DE.UTF-8"]

        let exported = try conbook.run(["export", "--all", "-o", file.path, "--store", store], environment: german)
        let imported = try conbook.run(["import", file.path, "--store", store], environment: german)
        let english = try conbook.run(["import", file.path, "--store", store, "--language", "en"], environment: german)

        #expect(exported.status == 0)
        #expect(exported.errors.hasSuffix("210 Veranstaltungen nach \(file.path) exportiert.\n"))
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\\n\\nLeitung: "))
        #expect(!text.contains("Hosted by"))
        #expect(
            imported.output.hasPrefix(
                "210 Veranstaltungen aus \(file.path) gelesen.\nNeue Favoriten (210):\n  Dienstag, 23. August 12:00  "))
        #expect(
            english.output.hasPrefix(
                "Read 210 events from \(file.path).\nNo new favourites.\nAlready favourites (210):\n  Tuesday 23 August 12:00  "))
    }
}

@Suite("export in the console session")
struct ConsoleExportCommandTests {
    @Test(
        "Given a favourite, when `export FILE` and `export all FILE` run in a session, then both files are written and say how many events; a file that cannot be written is a failed line"
    )
    func exportInSession() throws {
        let scratch = try TemporaryDirectory()
        let favourites = scratch.url.appending(path: "favourites.ics").path
        let everything = scratch.url.appending(path: "all.ics").path
        let script = scratch.url.appending(path: "script.conbook")
        try """
        tab schedule
        select 1
        favourite
        export \(favourites)
        export all \(everything)
        export \(scratch.url.path)/no/such/directory/x.ics
        export
        quit

        """.write(to: script, atomically: false, encoding: .utf8)

        let run = try ConbookExecutable().run([
            "--script", script.path, "--store", scratch.url.appending(path: "store").path, "--no-color",
        ])

        #expect(run.output.contains("Exported 1 event to \(favourites)."))
        #expect(run.output.contains("Exported 210 events to \(everything)."))
        #expect(try ICalendarPeer.read(URL(fileURLWithPath: everything)).events.count == 210)
        #expect(run.status == 1)
        #expect(run.errors.contains("line 6: Could not write"))
        #expect(run.errors.contains("line 7: `export` needs the file to write"))
    }

    @Test(
        "Given the Schedule filtered to a track, when `export filter FILE` runs there, then the file holds that track's events on every day; elsewhere it says where it works"
    )
    func exportTheScheduleFilter() throws {
        let scratch = try TemporaryDirectory()
        let file = scratch.url.appending(path: "art.ics").path
        let run = try runOnTheArtShow(["export filter \(file)", "tab news", "export filter \(file)"], in: scratch)

        #expect(run.output.contains("Exported 9 events to \(file)."))
        let calendar = try ICalendarPeer.read(URL(fileURLWithPath: file))
        #expect(calendar.events.count == 9)
        #expect(calendar.events.allSatisfy { $0.categories == ["Art Show"] })
        #expect(run.errors.contains("line 5: `export filter` does not work here; it works on the Schedule page."))
    }

    @Test(
        "Given a page shown over the filtered Schedule (an event, the timetable, About), when `export filter FILE` is typed there, then the Schedule below carries it out after going back to it",
        arguments: ["select 1", "timetable", "about"])
    func exportTheScheduleFilterFromAbove(page: String) throws {
        let scratch = try TemporaryDirectory()
        let file = scratch.url.appending(path: "art.ics").path
        let run = try runOnTheArtShow([page, "export filter \(file)"], in: scratch)

        #expect(run.errors == "")
        #expect(run.status == 0)
        let afterExport = run.output.components(separatedBy: "> export filter").last ?? ""
        #expect(afterExport.contains("Exported 9 events to \(file)."))
        #expect(afterExport.contains("Schedule: Thursday 25 August — Con Day 2 · track: Art Show"))
        #expect(try ICalendarPeer.read(URL(fileURLWithPath: file)).events.count == 9)
    }

    /// The demo's Schedule filtered to the Art Show track, then these commands, in a store of the scratch directory.
    private func runOnTheArtShow(_ commands: [String], in scratch: TemporaryDirectory) throws -> ConbookExecutable.Run {
        let script = try scratch.write(
            (["tab schedule", "filter track art show"] + commands + ["quit", ""]).joined(separator: "\n"), to: "script.conbook")
        return try ConbookExecutable().run([
            "--script", script.path, "--store", scratch.url.appending(path: "store").path, "--no-color",
        ])
    }
}
