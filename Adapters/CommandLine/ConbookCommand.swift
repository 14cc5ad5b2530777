import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookDemoData
import ConbookTime
import Foundation

/// `conbook`: the convention companion on the console. Parses the command line, checks it, and
/// hands over to `ConbookLaunch`, the composition root.
@main
struct ConbookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conbook",
        abstract: "A convention companion: the schedule, your favourites and the news, on the console.",
        usage: "conbook [<options>]\nconbook open <address> [<options>]\nconbook login [<options>]\nconbook logout [<options>]\nconbook conventions [--store <dir>] [--remove <name>]",
        discussion: """
            Without --source, conbook shows a bundled demo convention (Eurofurence, August 2022) \
            with the clock pinned inside it. Without --script, it reads commands typed at the \
            prompt; with --script it runs a file of commands and prints a transcript.

            \(ConsoleCommandCatalogue.text(width: ConsoleTerminal.helpWidth))

            Exit status: 0 when all went well; 1 when a scripted command or a sync failed, or \
            the store cannot be read; 64 for a wrong command line.
            """,
        subcommands: [ConventionsCommand.self]
    )

    @Option(name: .customLong("open"), help: ArgumentHelp(
        "Start at what a link leads to, e.g. https://app.eurofurence.org/EF27/Web/Events/ID (an event, a dealer, a knowledge entry) or a web page; `conbook open ADDRESS` says the same.",
        valueName: "address"))
    var openAddress: String?

    /// Runs conbook; `conbook open ADDRESS …` is read as `conbook --open ADDRESS …`.
    static func main() async {
        await main(Self.arguments(fromCommandLine: Array(CommandLine.arguments.dropFirst())))
    }

    /// The arguments with a leading `open ADDRESS` made `--open ADDRESS`, and a leading `login`
    /// or `logout` made `--account login` or `--account logout`.
    static func arguments(fromCommandLine arguments: [String]) -> [String] {
        if let first = arguments.first, AccountAction(rawValue: first) != nil {
            return ["--account", first] + arguments.dropFirst()
        }
        guard arguments.count >= 2, arguments[0] == "open" else { return arguments }
        return ["--open", arguments[1]] + arguments.dropFirst(2)
    }

    @Option(name: .customLong("account"), help: ArgumentHelp(
        "Log in (asks for the registration number, username and password) or log out, then end; `conbook login` and `conbook logout` say the same.",
        valueName: "login|logout"))
    var accountAction: AccountAction?

    @Option(help: ArgumentHelp(
        "Run the commands in a file (`-` reads them from the standard input), printing a transcript.",
        valueName: "file"))
    var script: String?

    @Option(help: ArgumentHelp(
        "Where the convention comes from: an http(s) URL (ending in .xml or .json: a schedule export; otherwise a Eurofurence-style API's base URL) or a file: a Eurofurence sync response, a schedule.xml (Pentabarf, frab, pretalx, wafer) or a frab schedule.json. Default: the bundled demo.",
        valueName: "url-or-path"))
    var source: String?

    @OptionGroup var storeOption: StoreOption

    @Option(help: ArgumentHelp(
        "Pin the clock at a moment, e.g. 2022-08-25T11:30:00+02:00. Default: the real time, or a moment inside the demo convention.",
        valueName: "iso8601"))
    var now: String?

    @Option(name: .customLong("source-kind"), help: ArgumentHelp(
        "With --source: what the source is, when its content should not decide: eurofurence, schedule-xml or schedule-json.",
        valueName: "kind"))
    var sourceKind: ScheduleSourceKindChoice?

    @Option(help: ArgumentHelp(
        "Open a stored convention by name (`conbook conventions` lists them). Default: the last used one, else the demo.",
        valueName: "name"))
    var convention: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp(
        "Show this convention's times in a time zone from now on (remembered). Default: the one the source names (schedule exports), else Europe/Berlin.",
        valueName: "id"))
    var timeZone: String?

    @Flag(name: .customLong("local-time"), help: "Show this convention's times in this machine's time zone from now on (remembered).")
    var localTime = false

    @Flag(name: .customLong("convention-time"), help: "Show this convention's times in its own time zone again (forgets --time-zone and --local-time).")
    var conventionTime = false

    /// The zone choice given on this command line, if any.
    var zoneChoice: ZonePreference? {
        if let timeZone { return .named(timeZone) }
        if localTime { return .local }
        return conventionTime ? .convention : nil
    }

    @Flag(name: .customLong("yes"), help: "Download a live source's convention without asking first (a script never asks).")
    var yes = false

    @Flag(name: .customLong("no-color"), help: "Never use colour or emphasis (neither does NO_COLOR, nor output that is not a terminal).")
    var noColor = false

    @Flag(name: .customLong("color"), help: "Use colour and draw pictures even when output is not a terminal, e.g. piped to `less -R` (before NO_COLOR).")
    var color = false

    func validate() throws {
        if let openAddress, case .refused(_, let reason) = ContentLink(address: openAddress, convention: nil) {
            throw ValidationError("“\(openAddress)” is not opened: \(reason).")
        }
        if let now, ISO8601Timestamp.parse(now) == nil {
            throw ValidationError(
                "--now needs an ISO 8601 time with a zone, such as 2022-08-25T11:30:00+02:00; “\(now)” is not one.")
        }
        if let timeZone, FoundationConventionCalendar(timeZoneIdentifier: timeZone) == nil {
            throw ValidationError("Unknown time zone “\(timeZone)”; use a name such as Europe/Berlin.")
        }
        if [timeZone != nil, localTime, conventionTime].filter({ $0 }).count > 1 {
            throw ValidationError("Use only one of --time-zone, --local-time and --convention-time.")
        }
        if let script, script != "-", !FileManager.default.isReadableFile(atPath: script) {
            throw ValidationError("Cannot read the script “\(script)”.")
        }
        if color, noColor {
            throw ValidationError("Use either --color or --no-color, not both.")
        }
        if convention != nil, source != nil {
            throw ValidationError("Use either --convention or --source, not both.")
        }
        if sourceKind != nil, source == nil {
            throw ValidationError("--source-kind goes with --source: it says what kind of source that is.")
        }
        _ = try ConventionSource(argument: source, kind: sourceKind?.forced)
    }

    @MainActor
    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let root = storeOption.store.map { URL(fileURLWithPath: $0) } ?? ConbookSettings.defaultStoreRoot(environment: environment)
        let opened: (library: ConventionLibrary, warning: String?)
        let chosen: ChosenConvention
        let zone: ZonePreference
        do {
            opened = try ConventionLibrary.open(root: root)
            chosen = try opened.library.choose(sourceArgument: source, kind: sourceKind ?? .detect, convention: convention)
            if let zoneChoice {
                try opened.library.setZonePreference(zoneChoice, for: chosen.name)
            }
            zone = try opened.library.zonePreference(for: chosen.name)
        } catch let error as ValidationError {
            throw error
        } catch let error as ConventionNameError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(ExitCode.validationFailure.rawValue)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        let settings = ConbookSettings(command: self, environment: environment, chosen: chosen, zone: zone)
        let status = await ConbookLaunch(
            settings: settings, library: opened.library, chosen: chosen, warning: opened.warning
        ).run()
        if status != 0 {
            throw ExitCode(status)
        }
    }
}
