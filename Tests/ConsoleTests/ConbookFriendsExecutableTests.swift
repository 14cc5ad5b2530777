import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("A friend's list end to end: conbook import CODE, keep NAME, who else goes, filter friend, conbook friends")
struct ConbookFriendsExecutableTests {
    private static let favouriteTwo = "tab schedule\nselect 1\nfavourite\nback\nselect 3\nfavourite\nquit\n"
    private static let schedule = "tab schedule\nfilter friend alex\nquit\n"

    /// A store of the demo with two favourites and its share code, and a fresh store that kept
    /// them as Alex's list in a language (`--language`).
    private static func keptAsAlex(
        in directory: TemporaryDirectory, language: String
    ) throws -> (sharer: String, friend: String, keep: ConbookExecutable.Run) {
        let sharer = directory.url.appending(path: "sharer").path
        _ = try ConbookExecutable().run(["--store", sharer, "--script", "-", "--no-color"], input: favouriteTwo)
        let share = try ConbookExecutable().run(["share", "--store", sharer])
        let code = try #require(share.output.split(separator: "\n").first { $0.hasPrefix("CONBOOK:") })
        let friend = directory.url.appending(path: "friend").path
        let keep = try ConbookExecutable().run(
            ["import", String(code), "--store", friend, "--no-color", "--language", language], input: "keep Alex\nquit\n")
        return (sharer, friend, keep)
    }

    /// The lines a script printed after one of its commands, up to the next command.
    private static func lines(after command: String, in output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "> \(command)") else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("> ") })
    }

    /// The numbered rows of a listing, e.g. `  [1] ★ 10:00–11:00  Opening …`.
    private static func rows(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("  [") }
    }

    /// A row's time and title, e.g. `09:00–21:00  Fursuit Lounge`.
    private static func title(_ row: String) -> String {
        String(row.dropFirst(8).split(separator: " — ").first ?? "")
    }

    @Test(
        "Given two favourites shared and kept in a fresh store as Alex, when the schedule is shown, then both rows say `Alex ★`, `filter friend alex` lists exactly those two and `export filter` writes those two, `conbook friends` lists Alex and `--forget alex` forgets the list"
    )
    func keepThenSeeInEnglish() throws {
        let directory = try TemporaryDirectory()
        let (sharer, friend, keep) = try Self.keptAsAlex(in: directory, language: "en")
        #expect(keep.status == 0, "\(keep.errors)")
        #expect(keep.output.contains("Kept as Alex's list"))

        let run = try ConbookExecutable().run(["--store", friend, "--script", "-", "--no-color"], input: Self.schedule)

        #expect(run.status == 0, "\(run.errors)")
        let day = Self.rows(Self.lines(after: "tab schedule", in: run.output))
        let filtered = Self.rows(Self.lines(after: "filter friend alex", in: run.output))
        let sharerDay = try ConbookExecutable().run(
            ["--store", sharer, "--script", "-", "--no-color"], input: "tab schedule\nfilter favourites\nquit\n")
        let favourites = Self.rows(Self.lines(after: "filter favourites", in: sharerDay.output))
        #expect(day.filter { $0.contains("Alex ★") }.count == 2)
        #expect(filtered.count == 2)
        #expect(filtered.allSatisfy { $0.contains("Alex ★") })
        #expect(filtered.map(Self.title) == favourites.map(Self.title))
        #expect(Self.lines(after: "filter friend alex", in: run.output).contains { $0.contains("picked by Alex") })

        let file = directory.url.appending(path: "alex.ics").path
        let export = try ConbookExecutable().run(
            ["--store", friend, "--script", "-", "--no-color"], input: "tab schedule\nfilter friend alex\nexport filter \(file)\n"
        )
        #expect(export.status == 0, "\(export.errors)")
        let calendar = try String(contentsOfFile: file, encoding: .utf8)
        #expect(calendar.components(separatedBy: "BEGIN:VEVENT").count - 1 == 2)

        let friends = try ConbookExecutable().run(["friends", "--store", friend])
        #expect(friends.status == 0, "\(friends.errors)")
        #expect(friends.output == "Alex: 2 events\n")
        let forget = try ConbookExecutable().run(["friends", "--store", friend, "--forget", "alex"])
        #expect(forget.output == "Forgot Alex's list.\n")
        #expect(try ConbookExecutable().run(["friends", "--store", friend]).output.hasPrefix("No friend's list is kept here."))
        let again = try ConbookExecutable().run(["friends", "--store", friend, "--forget", "alex"])
        #expect(again.status == 1)
        #expect(again.errors.contains("Nothing was forgotten: No friend's list is kept under the name alex."))
    }

    @Test(
        "Given two favourites shared and kept in German as Alex, when the schedule is shown in German, then the rows say `Alex ★` and `filter friend alex` lists exactly those two, ausgewählt von Alex"
    )
    func keepThenSeeInGerman() throws {
        let directory = try TemporaryDirectory()
        let (_, friend, keep) = try Self.keptAsAlex(in: directory, language: "de")
        #expect(keep.status == 0, "\(keep.errors)")
        #expect(keep.output.contains("Als Liste von Alex behalten"))

        let run = try ConbookExecutable().run(
            ["--store", friend, "--script", "-", "--no-color", "--language", "de"], input: Self.schedule)

        #expect(run.status == 0, "\(run.errors)")
        let filtered = Self.lines(after: "filter friend alex", in: run.output)
        #expect(Self.rows(filtered).count == 2)
        #expect(Self.rows(filtered).allSatisfy { $0.contains("Alex ★") })
        #expect(filtered.contains { $0.contains("ausgewählt von Alex") })
        let friends = try ConbookExecutable().run(["friends", "--store", friend, "--language", "de"])
        #expect(friends.output == "Alex: 2 Veranstaltungen\n")
    }
}
