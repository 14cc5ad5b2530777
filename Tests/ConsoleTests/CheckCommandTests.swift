import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// `conbook check`, run as an organiser runs it on an export before publishing it.
@Suite("conbook check")
struct CheckCommandTests {
    private static let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/real")

    /// The programme files of the real corpus with their zones (`MANIFEST.tsv`) and event counts.
    private static let corpus: [(file: String, zone: String?, events: Int)] = {
        guard let manifest = try? String(contentsOf: real.appending(path: "MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let expected = try? String(contentsOf: real.appending(path: "expected/\(fields[0]).tsv"), encoding: .utf8)
            return (fields[0], fields[3] == "-" ? nil : fields[3], expected?.split(separator: "\n").count ?? 0)
        }
    }()

    @Test(
        "Given every programme file of the real corpus, when conbook checks it, then it exits 0 saying its format, that it would load, and how many events it holds; nothing is stored"
    )
    func everyFileOfTheCorpus() throws {
        let conbook = try ConbookExecutable()
        let home = try TemporaryDirectory()
        for entry in Self.corpus {
            let zone = entry.zone.map { ["--time-zone", $0] } ?? []
            let run = try conbook.run(
                ["check", Self.real.appending(path: entry.file).path] + zone, environment: ["CONBOOK_HOME": home.url.path])
            #expect(run.status == 0, "\(entry.file): \(run.output)\(run.errors)")
            #expect(run.output.hasPrefix("Format:      "), "\(entry.file)")
            #expect(run.output.contains("It would load"), "\(entry.file)")
            let events = entry.events.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
            #expect(run.output.contains("Holds:       \(events) event"), "\(entry.file): \(run.output)")
        }
        #expect(Self.corpus.count >= 40)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    @Test(
        "Given a feed with one unreadable event, when checked, then the rule of its times, its day, what it holds and the skipped event with its line and why are said, and it would load"
    )
    func skippedEvent() throws {
        let directory = try TemporaryDirectory()
        let feed = try directory.write(
            """
            BEGIN:VCALENDAR\r\nPRODID:-//Test//Con//EN\r\nX-WR-TIMEZONE:Europe/Berlin\r\nX-WR-CALNAME:Test Con\r
            BEGIN:VEVENT\r\nUID:a\r\nSUMMARY:Opening\r\nDTSTART;TZID=Europe/Berlin:20260819T100000\r\nEND:VEVENT\r
            BEGIN:VEVENT\r\nUID:b\r\nSUMMARY:Keynote\r\nDTSTART;TZID=Europe/Berlin:20260819T110000\r\nEND:VEVENT\r
            BEGIN:VEVENT\r\nUID:c\r\nSUMMARY:Late\r\nDTSTART:tonight\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """, to: "feed.ics")

        let run = try ConbookExecutable().run(["check", feed.path])

        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                Format:      iCalendar (PRODID -//Test//Con//EN)
                Convention:  Test Con (test-con)
                Times:       in the file's own time zone, Europe/Berlin
                Days:        1 (2026-08-19)
                Holds:       2 events · 1 day · 1 room · 1 track
                Left out:    1 event skipped
                  • event “Late” (line 18): the DTSTART value cannot be read
                It would load, without what is skipped above.

                """)
    }

    @Test(
        "Given a file whose events are mostly unreadable, a cut file and a file of no format, when checked, then each exits 1 saying why it would be refused"
    )
    func refused() throws {
        let directory = try TemporaryDirectory()
        let mostlyBroken = try directory.write(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nSUMMARY:A\nDTSTART:soon\nEND:VEVENT\nEND:VCALENDAR\n", to: "broken.ics")
        let cut = try directory.write(
            "<schedule><conference><title>X</title></conference><day date=\"2026-01-01\">", to: "cut.xml")
        let other = try directory.write("{\"hello\": \"world\"}", to: "other.json")

        let runs = try [mostlyBroken, cut, other].map { try ConbookExecutable().run(["check", $0.path]) }

        #expect(runs.map(\.status) == [1, 1, 1])
        #expect(runs[0].output.contains("It would be refused: 1 of the 1 events the source sent could not be used"))
        #expect(runs[1].output.contains("It would be refused: The convention's data arrived incomplete"), "\(runs[1].output)")
        #expect(runs[2].output.contains("It would be refused: The convention's data could not be read: not a schedule"))
    }

    @Test("Given a source that names no zone and no --time-zone, when checked, then it is refused asking for the zone")
    func zoneMissing() throws {
        let run = try ConbookExecutable().run(["check", Self.real.appending(path: "konopas-finncon-2013.js").path])
        #expect(run.status == 1)
        #expect(run.output.contains("give the convention's zone (e.g. --time-zone Europe/Vienna)"))
    }

    @Test("Given --source beside the source checked, when conbook check runs, then the command line is refused")
    func sourceTwice() throws {
        let file = Self.real.appending(path: "kielux-kielux-2020.ics").path
        let run = try ConbookExecutable().run(["check", file, "--source", file])
        #expect(run.status == 64)
        #expect(run.errors.contains("conbook check reads the source it is given"))
    }
}
