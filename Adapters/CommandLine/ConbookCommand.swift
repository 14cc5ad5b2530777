import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookDemoData
import ConbookFoundationAdapters
import Foundation

/// `conbook`: the convention companion on the console. Parses the command line, checks it, and
/// hands over to `ConbookLaunch`, the composition root.
@main
struct ConbookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conbook",
        abstract: "A convention companion: the schedule, your favourites and the news, on the console.",
        discussion: """
            Without --source, conbook shows a bundled demo convention (Eurofurence, August 2022) \
            with the clock pinned inside it. Without --script, it reads commands typed at the \
            prompt; with --script it runs a file of commands and prints a transcript.

            \(ConsoleHelp.text)

            Exit status: 0 when all went well; 1 when a scripted command or a sync failed, or \
            the store cannot be read; 64 for a wrong command line.
            """
    )

    @Option(help: ArgumentHelp(
        "Run the commands in a file (`-` reads them from the standard input), printing a transcript.",
        valueName: "file"))
    var script: String?

    @Option(help: ArgumentHelp(
        "Where the convention comes from: an http(s) URL of a Eurofurence-style API, or a sync file (JSON). Default: the bundled demo.",
        valueName: "url-or-path"))
    var source: String?

    @Option(help: ArgumentHelp(
        "The directory the convention and your favourites are kept in. Default: a directory per source under $CONBOOK_HOME, else $XDG_DATA_HOME/conbook, else ~/.local/share/conbook.",
        valueName: "dir"))
    var store: String?

    @Option(help: ArgumentHelp(
        "Pin the clock at a moment, e.g. 2022-08-25T11:30:00+02:00. Default: the real time, or a moment inside the demo convention.",
        valueName: "iso8601"))
    var now: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp(
        "The convention's time zone.", valueName: "id"))
    var timeZone: String = DemoConvention.timeZoneIdentifier

    @Flag(name: .customLong("no-color"), help: "Never use colour or emphasis (neither does NO_COLOR, nor output that is not a terminal).")
    var noColor = false

    func validate() throws {
        if let now, ISO8601Timestamp.parse(now) == nil {
            throw ValidationError(
                "--now needs an ISO 8601 time with a zone, such as 2022-08-25T11:30:00+02:00; “\(now)” is not one.")
        }
        if FoundationConventionCalendar(timeZoneIdentifier: timeZone) == nil {
            throw ValidationError("Unknown time zone “\(timeZone)”; use a name such as Europe/Berlin.")
        }
        if let script, script != "-", !FileManager.default.isReadableFile(atPath: script) {
            throw ValidationError("Cannot read the script “\(script)”.")
        }
        _ = try ConventionSource(argument: source)
    }

    func run() async throws {
        let settings = try ConbookSettings(command: self, environment: ProcessInfo.processInfo.environment)
        let status = await ConbookLaunch(settings: settings).run()
        if status != 0 {
            throw ExitCode(status)
        }
    }
}
