import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook site DIR: the guide for everyone as static files, end to end")
struct ConbookSiteExecutableTests {
    /// Every page's own links (`href="/…/"`) in the copy.
    private static func pageLinks(in html: String) -> [String] {
        html.split(separator: "href=\"").dropFirst().compactMap { part in
            let link = part.prefix { $0 != "\"" }
            return link.hasPrefix("/") && link.hasSuffix("/") ? String(link) : nil
        }
    }

    @Test(
        "Given the demo, when its guide is written, then every page links only to pages of the copy, none has a form that posts, and the script's files, index and calendars are there"
    )
    func wholeCopy() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appending(path: "guide")
        let store = directory.url.appending(path: "store").path

        let run = try ConbookExecutable().run(["site", site.path, "--store", store])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("The guide is written to \(site.path)"))
        let list = try String(contentsOf: site.appending(path: ".conbook-site"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        for file in [
            "index.html", "schedule/index.html", "picks/index.html", "search/index.html", "guide.js", "sw.js",
            "manifest.webmanifest", "guide-index.json", "style.css",
        ] {
            #expect(list.contains(file), "\(file)")
        }
        #expect(list.contains { $0.hasPrefix("events/") && $0.hasSuffix("/index.html") })
        #expect(list.contains { $0.hasPrefix("calendar/") && $0.hasSuffix(".ics") })
        #expect(!list.contains { $0.hasPrefix("news/") || $0.hasPrefix("messages/") || $0.hasPrefix("settings/") })
        // What's on is the script's, at the visitor's moment: the page has no moment of its own.
        let now = try String(contentsOf: site.appending(path: "now/index.html"), encoding: .utf8)
        #expect(now.contains("id=\"guide-now\" data-upcoming-seconds=\"3600\""))
        #expect(!now.contains("Running now at"))
        var broken: [String] = []
        for page in list where page.hasSuffix("index.html") {
            let html = try String(contentsOf: site.appending(path: page), encoding: .utf8)
            #expect(!html.contains("method=\"post\""), "\(page)")
            #expect(html.contains("data-guide=\"static\""), "\(page)")
            // The revision is the copy's own file's: a sync does not change every page.
            #expect(!html.contains("data-revision"), "\(page)")
            // Each page is headed and titled by its own title (pages of a section share a frame).
            let title = html.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: " · ").first
            let heading = html.components(separatedBy: "<h1>").dropFirst().first?.components(separatedBy: "</h1>").first
            #expect(
                title != nil && title != "" && title == heading, "\(page): \(title ?? "no title"), \(heading ?? "no heading")")
            for link in Self.pageLinks(in: html) {
                let decoded = link.removingPercentEncoding ?? link
                if !FileManager.default.fileExists(atPath: site.appending(path: decoded + "index.html").path) {
                    broken.append("\(page) → \(link)")
                }
            }
        }
        // Pages two choices deep link to deeper ones, which the copy leaves to the served guide.
        let deeper = broken.filter { $0.split(separator: "~").count > 3 }
        #expect(broken.count == deeper.count, "\(broken.filter { !deeper.contains($0) }.prefix(5))")
    }

    @Test(
        "Given the demo, when its guide is written by one process and by three (two workers beside it), then both copies hold the same files with the same bytes, and the same list"
    )
    func workersWriteTheSameCopy() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store").path
        let alone = directory.url.appending(path: "alone")
        let shared = directory.url.appending(path: "shared")

        let first = try ConbookExecutable().run(["site", alone.path, "--store", store, "--workers", "0"])
        let second = try ConbookExecutable().run(["site", shared.path, "--store", store, "--workers", "2"])

        #expect(first.status == 0, "\(first.errors)")
        #expect(second.status == 0, "\(second.errors)")
        let written = try Self.files(in: alone)
        #expect(written.count > 1_000)
        #expect(try Self.files(in: shared) == written)
        #expect(
            try Data(contentsOf: shared.appending(path: ".conbook-site"))
                == Data(contentsOf: alone.appending(path: ".conbook-site")))
        #expect(second.output.contains("\(written.count) files written"))
        #expect(!second.errors.contains("stopped"))
    }

    @Test("Given more workers than it takes, when a guide is to be written, then it is refused and says the range")
    func refusesTooManyWorkers() throws {
        let directory = try TemporaryDirectory()

        let run = try ConbookExecutable().run([
            "site", directory.url.appending(path: "guide").path, "--store", directory.url.appending(path: "store").path,
            "--workers", "65",
        ])

        #expect(run.status != 0)
        #expect(run.errors.contains("--workers takes a count from 0 to 64."))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appending(path: "guide").path))
    }

    @Test(
        "Given a copy written before, when it is written again, then only a file changed since is rewritten, one no longer part of it is removed, and the rest is left alone"
    )
    func rewritesOnlyWhatChanged() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appending(path: "guide")
        let store = directory.url.appending(path: "store").path
        _ = try ConbookExecutable().run(["site", site.path, "--store", store])
        let schedule = site.appending(path: "schedule/index.html")
        try Data("tampered".utf8).write(to: schedule)
        let stale = site.appending(path: "events/gone/index.html")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: stale)
        let listFile = site.appending(path: ".conbook-site")
        try Data((try String(contentsOf: listFile, encoding: .utf8) + "\nevents/gone/index.html").utf8).write(to: listFile)

        let run = try ConbookExecutable().run(["site", site.path, "--store", store])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("1 files written"))
        #expect(run.output.contains("1 removed"))
        #expect(try String(contentsOf: schedule, encoding: .utf8).contains("<h1>Schedule</h1>"))
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test(
        "Given a copy written from a schedule, when a sync changes one event, then only the calendar file holding that event is rewritten: the others keep their bytes, stamps included"
    )
    func keepsCalendarFilesOfUnchangedEvents() throws {
        let (before, after) = try Self.copyBeforeAndAfterRenamingOneEvent()

        let calendars = before.keys.filter { $0.hasPrefix("calendar/") && $0.hasSuffix(".ics") }
        // Ten events in calendar files named by two hexadecimal digits.
        #expect(calendars.count > 1 && calendars.count <= 10)
        #expect(calendars.allSatisfy { $0.count == "calendar/00.ics".count })
        let entries = calendars.compactMap { before[$0] }.map { String(decoding: $0, as: UTF8.self) }
            .map { $0.components(separatedBy: "BEGIN:VEVENT").count - 1 }
        #expect(entries.reduce(0, +) == 10)
        #expect(Set(after.keys) == Set(before.keys))
        let rewritten = calendars.filter { before[$0] != after[$0] }
        #expect(rewritten.count == 1)
        #expect(
            rewritten.first.flatMap { after[$0] }.map { String(decoding: $0, as: UTF8.self) }?
                .contains("SUMMARY:RomHack Camp Grand Opening") == true)
    }

    @Test(
        "Given a copy written from a schedule, when a sync changes one event, then the only pages rewritten are those that show it (or list the changes): not About, not What's on"
    )
    func rewritesOnlyPagesShowingTheChange() throws {
        let (before, after) = try Self.copyBeforeAndAfterRenamingOneEvent()

        let rewritten = after.keys.filter { $0.hasSuffix("index.html") && before[$0] != after[$0] }.sorted()
        #expect(!rewritten.isEmpty)
        for page in rewritten {
            let html = after[page].map { String(decoding: $0, as: UTF8.self) } ?? ""
            #expect(html.contains("RomHack Camp Grand Opening"), "\(page) was rewritten without showing the change")
        }
        #expect(after["now/index.html"] != nil)
        #expect(after["about/index.html"] != nil)
    }

    /// Every file of a copy written from a schedule, and of the copy written again a second later
    /// after a sync that renamed one event.
    private static func copyBeforeAndAfterRenamingOneEvent() throws -> (before: [String: Data], after: [String: Data]) {
        let directory = try TemporaryDirectory()
        let site = directory.url.appending(path: "guide")
        let store = directory.url.appending(path: "store").path
        let source = directory.url.appending(path: "schedule.xml")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/schedules/romhack-camp-2026-pretalx-schedule.xml")
        let schedule = try String(contentsOf: fixture, encoding: .utf8)
        try Data(schedule.utf8).write(to: source)
        _ = try ConbookExecutable().run(["site", site.path, "--store", store, "--source", source.path])
        let before = try files(in: site)
        // Stamps and sync times count whole seconds: the sync below is a second later than the first.
        Thread.sleep(forTimeInterval: 1.1)
        try Data(
            schedule.replacingOccurrences(
                of: "<title>RomHack Camp Opening</title>", with: "<title>RomHack Camp Grand Opening</title>"
            ).utf8
        ).write(to: source)

        let run = try ConbookExecutable().run(["site", site.path, "--store", store, "--source", source.path])

        #expect(run.status == 0, "\(run.errors)")
        return (before, try files(in: site))
    }

    /// The copy's files by path, as its list names them.
    private static func files(in site: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try String(contentsOf: site.appending(path: ".conbook-site"), encoding: .utf8).split(separator: "\n") {
            files[String(path)] = try Data(contentsOf: site.appending(path: String(path)))
        }
        return files
    }

    @Test("Given a folder holding other files, when a guide is to be written there, then it is refused and the files are left")
    func refusesAnotherFolder() throws {
        let directory = try TemporaryDirectory()
        let site = directory.url.appending(path: "documents")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: site.appending(path: "notes.txt"))

        let run = try ConbookExecutable().run(["site", site.path, "--store", directory.url.appending(path: "store").path])

        #expect(run.status == 1)
        #expect(run.errors.contains("holds files that are not a guide Conbook wrote"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path) == ["notes.txt"])
    }
}
