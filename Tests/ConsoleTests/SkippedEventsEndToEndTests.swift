import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// A convention's feed that goes bad one event at a time, opened again and again with `conbook`
/// as a person would: one bad event costs that event, a mostly broken feed is refused, and
/// neither touches the schedule read before or the favourites.
@Suite("conbook on a feed with damaged events, end to end")
struct SkippedEventsEndToEndTests {
    /// A calendar of three talks on 19 August 2026 in Berlin; `broken` of them (from the last) with
    /// a DTSTART that is no date.
    private static func calendar(broken: Int = 0) -> String {
        let talks = ["Opening", "Keynote", "Lightning talks"].enumerated().map { index, title in
            let start = index >= 3 - broken ? "2026-08-19 1\(index):00" : "20260819T1\(index)0000"
            return "BEGIN:VEVENT\r\nUID:talk-\(index)\r\nSUMMARY:\(title)\r\nDTSTART;TZID=Europe/Berlin:\(start)\r\n"
                + "DURATION:PT45M\r\nLOCATION:Hall\r\nEND:VEVENT\r\n"
        }
        return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Con//EN\r\nX-WR-CALNAME:Test Con\r\n"
            + "X-WR-TIMEZONE:Europe/Berlin\r\n" + talks.joined() + "END:VCALENDAR\r\n"
    }

    @Test(
        "Given a feed read once with a favourite, when one event's start becomes unreadable, then the others load, the screen says one event was skipped and About says which and why; when most become unreadable, the download is refused; the schedule and the favourite stay"
    )
    func damagedEventsCostOnlyThemselves() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.write(Self.calendar(), to: "feed")
        let store = directory.url.appending(path: "store").path
        func open(_ script: String) throws -> ConbookExecutable.Run {
            let file = try directory.write(script, to: "script.conbook")
            return try ConbookExecutable().run(
                [
                    "--source", source.path, "--store", store, "--now", "2026-08-19T08:00:00+02:00", "--script", file.path,
                    "--no-color",
                ])
        }

        let first = try open("tab schedule\nselect 1\nfavourite\nback\n")
        #expect(first.status == 0, "\(first.errors)")

        _ = try directory.write(Self.calendar(broken: 1), to: "feed")
        let oneBroken = try open("tab schedule\nabout\n")
        #expect(oneBroken.status == 0, "\(oneBroken.errors)")
        let shown = oneBroken.output + oneBroken.errors
        #expect(shown.contains("1 event skipped: About says why"), "\(shown)")
        #expect(
            oneBroken.output.contains("event “Lightning talks” (line 23): the DTSTART value cannot be read"),
            "\(oneBroken.output)")
        #expect(oneBroken.output.contains("Opening") && oneBroken.output.contains("Keynote"))
        #expect(!oneBroken.output.contains("[3]"))

        _ = try directory.write(Self.calendar(broken: 2), to: "feed")
        let mostlyBroken = try open("tab schedule\nselect 1\n")
        #expect(mostlyBroken.errors.contains("Refresh failed"), "\(mostlyBroken.errors)")
        #expect(mostlyBroken.errors.contains("2 of the 3 events the source sent could not be used, so nothing was changed"))
        #expect(mostlyBroken.output.contains("Opening") && mostlyBroken.output.contains("Keynote"))
        #expect(mostlyBroken.output.contains("Favourite:  ★ yes"), "\(mostlyBroken.output)")
    }
}
