import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookModuleKit
import Foundation

/// `conbook export`: the favourites (or every event, or a room's or a track's) as an iCalendar
/// file, for any calendar app.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your favourites (or every event) as an iCalendar file (.ics) for your calendar app.",
        discussion: """
            Each event keeps one UID across exports, so importing a later export updates your \
            calendar instead of adding copies; a favourite taken off the schedule is exported as \
            cancelled. Times are in UTC (calendars show them in your zone).

            Examples:
              conbook export -o favourites.ics
              conbook export --all --track "Art Show" -o art.ics
              conbook export --convention EF27 --room "Main Stage" > main-stage.ics
            """)

    @Flag(help: "Export every event, not only your favourites.")
    var all = false

    @Option(help: ArgumentHelp("Only the events of this room (a prefix of its name will do).", valueName: "name"))
    var room: String?

    @Option(help: ArgumentHelp("Only the events of this track (a prefix of its name will do).", valueName: "name"))
    var track: String?

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Write to this file (replaced whole). Default: the standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        try await ConventionTask.run(conventionOptions) { conbook in
            let selection = try selection(in: conbook)
            let exporter = CalendarFileExporter(conbook: conbook)
            if let output {
                ConventionTask.printError(try exporter.write(selection, to: output))
            } else {
                FileHandle.standardOutput.write(Data(try exporter.text(of: selection).text.utf8))
            }
        }
    }

    @MainActor
    private func selection(in conbook: Conbook) throws -> CalendarSelection {
        guard room != nil || track != nil else { return all ? .all : .favourites }
        var filter = ScheduleFilter(favouritesOnly: !all)
        let texts = ConsoleTexts.catalogue(for: conbook.language)
        if let room {
            let rooms = conbook.browseSchedule.rooms()
            filter.room = rooms[try ConsoleNameMatcher(kind: .kindRoom, texts: texts).index(of: room, in: rooms.map(\.name))].id
        }
        if let track {
            let tracks = conbook.browseSchedule.tracks()
            filter.track =
                tracks[try ConsoleNameMatcher(kind: .kindTrack, texts: texts).index(of: track, in: tracks.map(\.name))].id
        }
        return .filtered(filter)
    }
}
