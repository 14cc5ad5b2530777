import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("The conbook executable, end to end")
struct ConbookExecutableTests {
    static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Transcripts")

    @Test("Given the bundled demo and a fresh store, when the demo script runs, then stdout is the checked-in transcript")
    func demoTranscript() throws {
        let store = try TemporaryDirectory()
        let run = try ConbookExecutable().run([
            "--script", Self.transcripts.appending(path: "demo.conbook").path,
            "--store", store.url.path, "--no-color",
        ])
        let expected = try String(contentsOf: Self.transcripts.appending(path: "demo.expected.txt"), encoding: .utf8)
        let output = Self.withoutTheStore(run.output, at: store.url.path)

        #expect(run.errors == "")
        #expect(run.status == 0)
        if output != expected {
            let actual = FileManager.default.temporaryDirectory.appending(path: "demo.actual.txt")
            try output.write(to: actual, atomically: false, encoding: .utf8)
            Issue.record("The transcript differs from demo.expected.txt; see diff against \(actual.path)")
        }
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test(
        "Given a store where the demo tour ran (its `refresh` applied the update), when the demo starts again, then it begins where the demo begins: the Art Show is back until `refresh`, the favourites and read marks stay; stdout is the checked-in transcript"
    )
    func demoSecondRun() throws {
        let store = try TemporaryDirectory()
        let first = try ConbookExecutable().run([
            "--script", Self.transcripts.appending(path: "demo.conbook").path, "--store", store.url.path, "--no-color",
        ])
        #expect(first.status == 0)

        let second = try ConbookExecutable().run([
            "--script", Self.transcripts.appending(path: "demo-second-run.conbook").path,
            "--store", store.url.path, "--no-color",
        ])
        let expected = try String(contentsOf: Self.transcripts.appending(path: "demo-second-run.expected.txt"), encoding: .utf8)
        #expect(second.errors == "")
        #expect(second.status == 0)
        if second.output != expected {
            let actual = FileManager.default.temporaryDirectory.appending(path: "demo-second-run.actual.txt")
            try second.output.write(to: actual, atomically: false, encoding: .utf8)
            Issue.record("The transcript differs from demo-second-run.expected.txt; see diff against \(actual.path)")
        }
    }

    /// The transcript with the store's directory (which each run makes anew) written `<store>`
    /// and the size shown after it `<size>`.
    private static func withoutTheStore(_ output: String, at path: String) -> String {
        output.replacingOccurrences(of: path, with: "<store>")
            .replacing(/<store> \([^)]*\)/, with: "<store> (<size>)")
    }

    @Test(
        "Given the demo, when conbook is started with `open` and an event's address, then that event shows first; `open` in the session follows another address and says which are not found"
    )
    func openAddress() throws {
        let store = try TemporaryDirectory()
        let script = store.url.appending(path: "script.conbook")
        try
            "open https://app.eurofurence.org/EF27/Web/KnowledgeGroups\nopen javascript:alert(1)\nopen https://app.eurofurence.org/EF27/Web/Dealers/nobody\nquit\n"
            .write(to: script, atomically: false, encoding: .utf8)
        let run = try ConbookExecutable().run([
            "open", "https://app.eurofurence.org/EF27/Web/Events/24dc3035-ccf4-4f20-bd8e-f81d441d6fb0",
            "--script", script.path, "--store", store.url.path, "--no-color",
        ])

        #expect(run.status == 1)
        #expect(
            run.errors == """
                line 2: “javascript:alert(1)” is not opened: javascript: links are not followed.
                line 3: “https://app.eurofurence.org/EF27/Web/Dealers/nobody” is not opened: the dealer “nobody” is not found in this convention.

                """)
        let firstScene = run.output.components(separatedBy: "\n> ").first ?? ""
        #expect(firstScene.contains("Opening Ceremony"))
        #expect(firstScene.contains("[News] | Announcements"))
        #expect(run.output.contains("Knowledge: 9 groups, 59 entries"))
    }

    @Test(
        "Given a person starting on a live source with nothing stored, when conbook starts, then it asks before downloading and downloads nothing until told; `--yes` skips the question"
    )
    func asksBeforeTheFirstDownload() throws {
        let store = try TemporaryDirectory()
        let source = "http://127.0.0.1:9/EF27/api"

        let asked = try ConbookExecutable().run(["--source", source, "--store", store.url.path, "--no-color"])

        #expect(asked.output.contains("Welcome to Conbook"))
        #expect(asked.output.contains("Download the convention from \(source) now?"))
        #expect(!asked.output.contains("Downloading the convention"))
        #expect(asked.errors == "")

        let told = try ConbookExecutable().run(["--source", source, "--store", store.url.path, "--no-color", "--yes"])
        #expect(!told.output.contains("Welcome to Conbook"))
        #expect(told.errors.contains("could not be reached") || told.output.contains("could not be reached"))
    }

    @Test(
        "Given the demo, when `about` is given, then it shows this version, the convention and its state, what it holds and the data directory with its size"
    )
    func about() throws {
        let store = try TemporaryDirectory()
        let script = store.url.appending(path: "about.conbook")
        try "about\n".write(to: script, atomically: false, encoding: .utf8)

        let run = try ConbookExecutable().run(["--script", script.path, "--store", store.url.path, "--no-color"])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\nConbook 0.10.0\n"))
        #expect(run.output.contains("Convention:   EF27"))
        #expect(run.output.contains("State:        preview: the schedule may still change"))
        #expect(run.output.contains("Holds:        210 events · 6 days · 34 rooms"))
        #expect(run.output.contains("Data:         \(store.url.path) ("))
        #expect(run.output.contains("ef-app_ios, MIT licence."))
    }

    @Test("Given `open` with an address Conbook refuses, when conbook starts, then it says why and exits 64")
    func refusedOpenAddress() throws {
        let refused = try ConbookExecutable().run(["open", "file:///etc/passwd"])
        #expect(refused.status == 64)
        #expect(refused.errors.contains("“file:///etc/passwd” is not opened: file: links are not followed."))
        let option = try ConbookExecutable().run(["--open", "javascript:1"])
        #expect(option.status == 64)
        #expect(option.errors.contains("javascript: links are not followed"))
    }

    @Test(
        "Given the address of an event the demo does not hold, when conbook starts there, then it says why and exits 64 without a session, before the first download and after it"
    )
    func openAddressNotHeld() throws {
        let store = try TemporaryDirectory()
        let address = "https://app.eurofurence.org/EF27/Web/Events/nothere"
        for _ in 1...2 {
            let run = try ConbookExecutable().run(["open", address, "--store", store.url.path, "--no-color"], input: "quit\n")
            #expect(run.status == 64)
            #expect(run.errors == "“\(address)” is not opened: the event “nothere” is not found in this convention.\n")
            #expect(!run.output.contains("News"))
        }
    }

    @Test("Given a sync file, when a second, modified download arrives, then the Changes section and the rows show what changed")
    func secondDownloadShowsChanges() throws {
        let directory = try TemporaryDirectory()
        let source = try EurofurenceSyncFile(at: directory.url.appending(path: "sync.json"))
        let store = directory.url.appending(path: "store").path
        let now = "2022-08-25T09:30:00Z"
        let first = try ConbookExecutable().run(["--source", source.url.path, "--store", store, "--now", now, "--script", "-"])
        try #require(first.status == 0, "\(first.errors)")

        try source.rewriteEvents { entities in
            if let renamed = entities.firstIndex(where: { $0["Title"] as? String == "Computer Vision for Furries" }) {
                entities[renamed]["Title"] = "Computer Vision for Furries, Revisited"
            }
            entities.removeAll { $0["Title"] as? String == "Polyglot Corner" }
        }
        let script = try directory.write("refresh\ntab changes\n", to: "changes.conbook")

        let second = try ConbookExecutable().run([
            "--source", source.url.path, "--store", store, "--now", now, "--script", script.path, "--no-color",
        ])

        #expect(second.status == 0)
        #expect(second.errors == "")
        let changesScreen = try #require(second.output.components(separatedBy: "> tab changes").last)
        #expect(changesScreen.contains("Computer Vision for Furries, Revisited — Changed: title"))
        #expect(changesScreen.contains("title: Computer Vision for Furries → Computer Vision for Furries,\n        Revisited"))
        #expect(changesScreen.contains("Polyglot Corner — Cancelled"))
    }

    @Test(
        "Given a favourite, when a second download no longer has its event, then News lists it as removed from the schedule, also after a restart"
    )
    func removedFavouriteAcrossDownloads() throws {
        let directory = try TemporaryDirectory()
        let source = try EurofurenceSyncFile(at: directory.url.appending(path: "sync.json"))
        let store = directory.url.appending(path: "store").path
        let now = "2022-08-25T09:30:00Z"
        let favourite = try directory.write("tab schedule\nsearch polyglot\nselect 1\nfavourite\n", to: "favourite.conbook")
        let first = try ConbookExecutable().run([
            "--source", source.url.path, "--store", store, "--now", now, "--script", favourite.path,
        ])
        try #require(first.status == 0, "\(first.errors)")

        try source.rewriteEvents { entities in entities.removeAll { $0["Title"] as? String == "Polyglot Corner" } }
        let news = try directory.write("refresh\ntab news\n", to: "news.conbook")

        let second = try ConbookExecutable().run([
            "--source", source.url.path, "--store", store, "--now", now, "--script", news.path, "--no-color",
        ])
        let restarted = try ConbookExecutable().run(["--store", store, "--now", now, "--script", "-", "--no-color"])

        #expect(second.status == 0, "\(second.errors)")
        let newsScreen = try #require(second.output.components(separatedBy: "> tab news").last)
        #expect(newsScreen.contains("Favourites removed from the schedule"))
        #expect(newsScreen.contains("Polyglot Corner"))
        #expect(newsScreen.contains("removed from the schedule"))
        #expect(restarted.output.contains("Favourites removed from the schedule"))
    }

    @Test("Given a script with an unknown command, when it runs, then the error is on stderr and the exit status is 1")
    func unknownCommandFails() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.write("tab schedule\nfrobnicate\ntab news\n", to: "bad.conbook")
        let run = try ConbookExecutable().run([
            "--script", script.path, "--store", directory.url.appending(path: "store").path,
        ])

        #expect(run.status == 1)
        #expect(run.errors == "line 2: Unknown command “frobnicate”. Type `help` to list the commands.\n")
        #expect(run.output.contains("> tab news"))
    }

    @Test(
        "Given a store whose database is corrupt, when conbook starts, then it says so, moves the file aside and downloads again")
    func corruptStoreIsMovedAside() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store")
        let script = try directory.write("quit\n", to: "quit.conbook")
        let first = try ConbookExecutable().run(["--script", script.path, "--store", store.path])
        try #require(first.status == 0, "\(first.errors)")
        let database = store.appending(path: "conbook.sqlite")
        for name in ["conbook.sqlite-wal", "conbook.sqlite-shm"] {
            try? FileManager.default.removeItem(at: store.appending(path: name))
        }
        try Data("this is not what conbook wrote".utf8).write(to: database)

        let run = try ConbookExecutable().run(["--script", script.path, "--store", store.path])

        #expect(run.status == 0)
        #expect(run.errors.contains("could not be read"))
        #expect(run.errors.contains("unreadable-"))
        #expect(run.output.contains("Downloading the convention"))
        let names = try FileManager.default.contentsOfDirectory(atPath: store.path)
        #expect(names.contains { $0.hasPrefix("conbook.sqlite.unreadable-") })
    }

    @Test(
        "Given two conventions downloaded into one store, when listed, then both show and the last used is the default; one can be removed"
    )
    func conventionsSideBySide() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store").path
        let schedule = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/schedules/romhack-camp-2026-pretalx-schedule.xml").path
        let quit = try directory.write("quit\n", to: "quit.conbook").path
        _ = try ConbookExecutable().run(["--store", store, "--script", quit])
        _ = try ConbookExecutable().run(["--store", store, "--source", schedule, "--script", quit])

        let listed = try ConbookExecutable().run(["conventions", "--store", store])
        let again = try ConbookExecutable().run(["--store", store, "--script", quit, "--no-color"])

        #expect(listed.status == 0)
        #expect(listed.output.contains("  demo  EF27 · 210 events  (from the bundled demo)"))
        #expect(listed.output.contains("RomHack Camp 2026 · 10 events"))
        #expect(listed.output.contains("* romhack-camp-2026-pretalx-schedule-xml-"))
        #expect(again.output.contains("Convention RomHack Camp 2026") || again.output.contains("[News]"))
        #expect(!again.output.contains("Demo convention"))

        let removal = try ConbookExecutable().run(["conventions", "--store", store, "--remove", "demo"])
        let afterRemoval = try ConbookExecutable().run(["conventions", "--store", store])
        let unknown = try ConbookExecutable().run(["conventions", "--store", store, "--remove", "nope"])
        #expect(removal.status == 0, "\(removal.errors)")
        #expect(removal.output.contains("Removed “demo”"))
        #expect(!afterRemoval.output.contains("demo"))
        #expect(afterRemoval.output.contains("* romhack-camp-2026-pretalx-schedule-xml-"))
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("There is no convention named “nope”"))
    }

    @Test(
        "Given an invalid --now or time zone, two zone choices, or --color with --no-color, when conbook starts, then it explains the usage error and exits with 64"
    )
    func badUsageFails() throws {
        let badNow = try ConbookExecutable().run(["--now", "yesterday", "--script", "-"])
        #expect(badNow.status == 64)
        #expect(badNow.errors.contains("--now needs an ISO 8601 time"))

        let badZone = try ConbookExecutable().run(["--time-zone", "Mars/Olympus", "--script", "-"])
        #expect(badZone.status == 64)
        #expect(badZone.errors.contains("Unknown time zone “Mars/Olympus”"))

        let twoZones = try ConbookExecutable().run(["--local-time", "--convention-time", "--script", "-"])
        #expect(twoZones.status == 64)
        #expect(twoZones.errors.contains("Use only one of --time-zone, --local-time and --convention-time."))

        let bothColorChoices = try ConbookExecutable().run(["--color", "--no-color", "--script", "-"])
        #expect(bothColorChoices.status == 64)
        #expect(bothColorChoices.errors.contains("Use either --color or --no-color, not both."))
    }
}
