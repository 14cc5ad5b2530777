import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// A programme whose people list its convention publishes in a file of its own (KonOpas's
/// `people.js`), opened with `--people` as an organiser's attendee would.
@Suite("conbook with a people file beside the programme, end to end")
struct PeopleFileEndToEndTests {
    private static let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/real")

    @Test(
        "Given Finncon 2013's programme and its separate people file, when conbook opens them with --people, then People lists the convention's people; opened again with --source alone, the people file is remembered"
    )
    func peopleFileIsReadAndRemembered() throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store").path
        let script = try directory.write("tab people\n", to: "people.conbook")
        let programme = Self.real.appending(path: "konopas-finncon-2013.js").path
        let people = Self.real.appending(path: "konopas-finncon-2013-people.js").path
        let base = [
            "--source", programme, "--store", store, "--now", "2013-07-05T10:00:00+03:00", "--script", script.path, "--no-color",
        ]

        let first = try ConbookExecutable().run(base + ["--time-zone", "Europe/Helsinki", "--people", people])
        let again = try ConbookExecutable().run(base)

        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("Jussi Ahlroth"), "\(first.output)")
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output.contains("Jussi Ahlroth"))
    }

    @Test("Given --people without --source, when conbook starts, then it says the option needs --source and exits with 64")
    func peopleNeedsASource() throws {
        let people = Self.real.appending(path: "konopas-finncon-2013-people.js").path
        let run = try ConbookExecutable().run(["--people", people, "--script", "-"])

        #expect(run.status == 64)
        #expect(run.errors.contains("--people goes with --source"))
    }
}
