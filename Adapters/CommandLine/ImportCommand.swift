import ArgumentParser
import Foundation

/// `conbook import FILE`: marks the events an iCalendar file names as favourites.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Mark the events of an iCalendar file (.ics) as favourites: Conbook's export, or another app's of the same convention.",
        discussion: """
            Events are matched by UID first, then by title and start; what matches nothing is \
            listed, never guessed.

            Examples:
              conbook import favourites.ics
              conbook import --convention EF27 ~/Downloads/my-schedule.ics
            """)

    @Argument(help: ArgumentHelp("The file to read (`-` for the standard input).", valueName: "file"))
    var file: String

    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        try await ConventionTask.run(conventionOptions) { conbook in
            print(try CalendarFileImporter(conbook: conbook).importFile(at: file).joined(separator: "\n"))
        }
    }
}
