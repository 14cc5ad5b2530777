import ConbookConsole
import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook's command line, as a newcomer meets it")
struct ConbookCommandLineTests {
    static let schedules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/schedules")

    @Test(
        "Given a source whose download fails and is cancelled, when conbook runs again plainly, then it opens the convention used before, and `conventions` lists only downloaded ones"
    )
    func aFailedFirstDownloadDoesNotStick() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store").path
        let quit = try directory.write("quit\n", to: "quit.conbook").path
        let cancel = try directory.write("cancel\n", to: "cancel.conbook").path
        let broken = try directory.write(#"{"ConventionIdentifier": 27}"#, to: "broken.json").path
        let demo = try ConbookExecutable().run(["--store", store, "--script", quit])
        try #require(demo.status == 0, "\(demo.errors)")

        let failed = try ConbookExecutable().run([
            "--store", store, "--source", broken, "--source-kind", "eurofurence", "--script", cancel,
        ])
        let again = try ConbookExecutable().run(["--store", store, "--script", quit, "--no-color"])
        let listed = try ConbookExecutable().run(["conventions", "--store", store])

        #expect(failed.status == 1)
        #expect(failed.errors.contains("The download failed"))
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output.contains("Demo convention EF27"))
        #expect(!again.output.contains("Downloading the convention"))
        let conventions = listed.output.split(separator: "\n")
        #expect(conventions.count == 1)
        #expect(conventions.first?.hasPrefix("* demo  EF27 · ") == true)
    }

    @Test("Given --source-kind without --source, when conbook starts, then it says the option needs --source and exits with 64")
    func sourceKindNeedsASource() throws {
        let run = try ConbookExecutable().run(["--source-kind", "schedule-xml", "--script", "-"])

        #expect(run.status == 64)
        #expect(run.errors.contains("--source-kind goes with --source"))
    }

    @Test(
        "Given conventions stored side by side, when --convention names one by a unique prefix, then it opens; an ambiguous prefix lists the candidates in one line"
    )
    func conventionByPrefix() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store").path
        let quit = try directory.write("quit\n", to: "quit.conbook").path
        for file in ["fosdem-2020-schedule.xml", "fosdem-2026-schedule.xml", "romhack-camp-2026-pretalx-schedule.xml"] {
            let download = try ConbookExecutable().run([
                "--store", store, "--source", Self.schedules.appending(path: file).path, "--script", quit,
            ])
            try #require(download.status == 0, "\(download.errors)")
        }

        let romhack = try ConbookExecutable().run([
            "--store", store, "--convention", "ROMHACK", "--now", "2026-07-01T12:00:00+02:00", "--script", quit, "--no-color",
        ])
        let fosdem = try ConbookExecutable().run(["--store", store, "--convention", "fosdem", "--script", quit])
        let nope = try ConbookExecutable().run(["--store", store, "--convention", "nope", "--script", quit])

        #expect(romhack.status == 0, "\(romhack.errors)")
        #expect(romhack.output.contains("Convention RomHack Camp 2026 — the clock is pinned"))
        #expect(fosdem.status == 64)
        let candidates = try #require(fosdem.errors.split(separator: "\n").first)
        #expect(candidates.hasPrefix("“fosdem” names several conventions: fosdem-2020-schedule-xml-"))
        #expect(candidates.contains(", fosdem-2026-schedule-xml-"))
        #expect(candidates.hasSuffix(". Type more of the name."))
        #expect(!fosdem.errors.contains("Usage"))
        #expect(nope.status == 64)
        #expect(nope.errors == "There is no convention named “nope”; `conbook conventions` lists them.\n")
    }

    @Test(
        "Given a name no convention has, when `conventions --remove` names it, then one line says so and it exits with 64, without the usage"
    )
    func removingAnUnknownConvention() throws {
        let directory = try TemporaryDirectory()
        let run = try ConbookExecutable().run(["conventions", "--store", directory.url.path, "--remove", "nope"])

        #expect(run.status == 64)
        #expect(run.errors == "There is no convention named “nope”; `conbook conventions` lists them.\n")
    }

    @Test(
        "Given a German locale, when the conventions are listed, one is removed and an unknown one named, then each says so in German; --language en says it in English"
    )
    func conventionsInGerman() throws {
        let directory = try TemporaryDirectory()
        let conbook = try ConbookExecutable()
        let german = ["LANG": "de_DE.UTF-8"]
        let store = ["--store", directory.url.path]

        let empty = try conbook.run(["conventions"] + store, environment: german)
        _ = try conbook.run(["reminders"] + store, environment: german)
        let listed = try conbook.run(["conventions"] + store, environment: german)
        let unknown = try conbook.run(["conventions", "--remove", "nope"] + store, environment: german)
        let english = try conbook.run(["conventions", "--remove", "nope", "--language", "en"] + store, environment: german)
        let removed = try conbook.run(["conventions", "--remove", "demo"] + store, environment: german)

        #expect(empty.output == "Noch keine Conventions gespeichert; führe conbook aus, um eine herunterzuladen.\n")
        #expect(listed.output == "* demo  EF27 · 210 Veranstaltungen  (Quelle: die mitgelieferte Demo)\n")
        #expect(unknown.status == 64)
        #expect(unknown.errors == "Es gibt keine Convention namens „nope“; `conbook conventions` listet sie auf.\n")
        #expect(english.errors == "There is no convention named “nope”; `conbook conventions` lists them.\n")
        #expect(removed.output == "Die Convention „demo“ wurde mit ihren Favoriten und Gelesen-Markierungen entfernt.\n")
    }

    @Test(
        "Given an 80-column terminal, when `conbook --help` runs, then no line is wider and the command list is the catalogue's, from the scenes' declarations"
    )
    func helpAtEightyColumns() throws {
        let run = try ConbookExecutable().run(["--help"], environment: ["COLUMNS": "80"])

        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(run.output.contains(ConsoleCommandCatalogue.text(width: 79)))
    }
}
