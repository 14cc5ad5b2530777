import ArgumentParser
import ConbookCore
import ConbookModuleKit
import ConbookSharedPicks
import Foundation

/// `conbook import FILE`: marks the events an iCalendar file names as favourites; `conbook import
/// CODE` (or a share file holding one) opens a friend's picks in the console to choose from.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Mark the events of an iCalendar file (.ics) as favourites, or open a friend's share code to choose from their picks.",
        discussion: """
            Events are matched by UID first, then by title and start; what matches nothing is \
            listed, never guessed.

            A share code (`conbook share` prints one), given as it is or in a share file, opens \
            the friend's picks: `add all`, `add N`, `remove N`, `back`, `quit`. When the standard \
            input is not a terminal, its lines are those answers. A code for another convention, \
            or a damaged one, is refused and nothing changes.

            Examples:
              conbook import favourites.ics
              conbook import --convention EF27 ~/Downloads/my-schedule.ics
              conbook import CONBOOK:0…
              printf 'add all\\nquit\\n' | conbook import picks.conbook-share
            """)

    @Argument(
        help: ArgumentHelp(
            "The file to read (`-` for the standard input), or a share code.", valueName: "file-or-code"))
    var file: String

    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        if let code = ShareCode.looksLikeCode(file) ? file : SharePicksFile.code(atPath: file) {
            try await openSharedPicks(code)
            return
        }
        try await ConventionTask.run(conventionOptions) { conbook in
            print(try CalendarFileImporter(conbook: conbook).importFile(at: file).joined(separator: "\n"))
        }
    }

    /// Opens the console session at a friend's picks; the standard input answers when it is not
    /// a terminal.
    @MainActor
    private func openSharedPicks(_ code: String) async throws {
        let texts = conventionOptions.texts
        do throws(ShareCodeError) {
            _ = try ShareCode(reading: code)
        } catch {
            let reason = ShareCodeErrorWording.text(of: error, currentName: nil, language: texts.language)
            ConventionTask.printError(texts(.shareRefused, ["reason": reason]))
            throw ExitCode(1)
        }
        let environment = ProcessInfo.processInfo.environment
        let opened = try OpenedConvention.open(conventionOptions, environment: environment)
        var settings = ConbookSettings(
            options: conventionOptions, environment: environment, chosen: opened.chosen, zone: opened.zone)
        settings.shareCode = code
        settings.loginOptions = try LoginOptions.parse([])
        settings.script = isatty(STDIN_FILENO) == 1 ? nil : "-"
        settings.refusesColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let status = await ConbookLaunch(
            settings: settings, library: opened.library, chosen: opened.chosen, warning: opened.warning
        ).run()
        if status != 0 {
            throw ExitCode(status)
        }
    }
}
