import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookDemoData
import ConbookModuleKit
import ConbookTime
import Foundation

/// `conbook`: the convention companion on the console. Parses the command line, checks it, and
/// hands over to `ConbookLaunch`, the composition root.
@main
struct ConbookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conbook",
        abstract: "A convention companion: the schedule, your favourites and the news, on the console.",
        usage: """
            conbook [<options>]
            conbook open <address> [<options>]
            conbook login|logout [<options>]
            conbook pass [<options>]
            conbook calendar-feed [<options>]
            conbook export [--all] [--room <name>] [--track <name>] [-o <file>]
            conbook import <file-or-code> [<options>]
            conbook share [--name <name>] [-o <file>] [<options>]
            conbook reminders [--remind-before <minutes>] [<options>]
            conbook watch [--once] [--sync-every <minutes>] [--remind-before <min>]
            conbook conventions [--store <dir>] [--remove <name>]
            conbook check <file-or-url> [--time-zone <id>] [--people <file>]
            conbook serve [--port <port>] [--lan [<address>]] [<options>]
            """,
        discussion: """
            Without --source, conbook shows a bundled demo convention (Eurofurence, August 2022) \
            with the clock pinned inside it. Without --script, it reads commands typed at the \
            prompt; with --script it runs a file of commands and prints a transcript.

            \(ConsoleCommandCatalogue.text(width: ConsoleTerminal.helpWidth))

            Examples:
              conbook                                   the demo, at the prompt
              conbook --source https://api.eurofurence.org/api --yes
              conbook --source schedule.xml --time-zone Europe/Brussels
              conbook --script tour.conbook --no-color > transcript.txt
              conbook open https://app.eurofurence.org/EF27/Web/Events/ID
              conbook export -o favourites.ics && conbook reminders
              conbook --generate-completion-script bash > ~/.local/share/bash-completion/completions/conbook

            `conbook help SUBCOMMAND` explains a subcommand with examples.

            Exit status: 0 when all went well; 1 when a scripted command or a sync failed, or \
            the store cannot be read; 64 for a wrong command line.
            """,
        version: ConbookInstallation.currentVersion,
        subcommands: [
            ConventionsCommand.self, CheckCommand.self, ExportCommand.self, ImportCommand.self, ShareCommand.self,
            FriendsCommand.self, RemindersCommand.self, UpcomingCommand.self, WatchCommand.self, ServeCommand.self,
            SiteCommand.self,
        ]
    )

    @Option(
        name: .customLong("open"),
        help: ArgumentHelp(
            "Start at what a link leads to, e.g. https://app.eurofurence.org/EF27/Web/Events/ID (an event, a dealer, a knowledge entry) or a web page; `conbook open ADDRESS` says the same.",
            valueName: "address"))
    var openAddress: String?

    /// Runs conbook; `conbook open ADDRESS …` is read as `conbook --open ADDRESS …`.
    static func main() async {
        await main(Self.arguments(fromCommandLine: Array(CommandLine.arguments.dropFirst())))
    }

    /// The arguments with a leading `open ADDRESS` made `--open ADDRESS`, and a leading `login`,
    /// `logout` or `pass` made `--account login`, `--account logout` or `--account pass`.
    static func arguments(fromCommandLine arguments: [String]) -> [String] {
        var arguments = arguments
        // `serve --lan` alone: the machine's own network address.
        if arguments.first == "serve", let lan = arguments.firstIndex(of: "--lan"),
            lan + 1 == arguments.count || arguments[lan + 1].hasPrefix("-")
        {
            arguments.insert(ServeCommand.machineAddress, at: lan + 1)
        }
        if let first = arguments.first, AccountAction(rawValue: first) != nil {
            return ["--account", first] + arguments.dropFirst()
        }
        guard arguments.count >= 2, arguments[0] == "open" else { return arguments }
        return ["--open", arguments[1]] + arguments.dropFirst(2)
    }

    @Option(
        name: .customLong("account"),
        help: ArgumentHelp(
            "Log in at the convention's login provider (prints the address to open; a browser opens it where there is one), log out (revoking the login), print your badge pass, or print the address of your favourites' calendar (a secret), then end; `conbook login`, `conbook logout`, `conbook pass` and `conbook calendar-feed` say the same.",
            valueName: "login|logout|pass|calendar-feed"))
    var accountAction: AccountAction?

    @Option(
        help: ArgumentHelp(
            "Run the commands in a file (`-` reads them from the standard input), printing a transcript.",
            valueName: "file"))
    var script: String?

    @OptionGroup var conventionOptions: ConventionOptions

    @OptionGroup(title: "Logging in") var loginOptions: LoginOptions

    @Flag(name: .customLong("yes"), help: "Download a live source's convention without asking first (a script never asks).")
    var yes = false

    @Flag(
        name: .customLong("no-color"),
        help: "Never use colour or emphasis (neither does NO_COLOR, nor output that is not a terminal).")
    var noColor = false

    @Flag(
        name: .customLong("color"),
        help: "Use colour and draw pictures even when output is not a terminal, e.g. piped to `less -R` (before NO_COLOR).")
    var color = false

    func validate() throws {
        let texts = conventionOptions.texts
        if let openAddress, case .refused(_, let reason) = ContentLink(address: openAddress, convention: nil) {
            let why = ReasonWording.text(of: reason, in: ModuleTexts.catalogue(for: texts.language))
            throw ValidationError(texts(.addressNotOpened, ["address": openAddress, "reason": why]))
        }
        if let script, script != "-", !FileManager.default.isReadableFile(atPath: script) {
            throw ValidationError(texts(.scriptUnreadable, ["script": script]))
        }
        if color, noColor {
            throw ValidationError(texts(.colourConflict))
        }
    }

    @MainActor
    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let opened = try OpenedConvention.open(conventionOptions, environment: environment)
        var settings = ConbookSettings(
            options: conventionOptions, environment: environment, chosen: opened.chosen, zone: opened.zone)
        settings.script = script
        settings.openAddress = openAddress
        settings.accountAction = accountAction
        settings.loginOptions = loginOptions
        settings.identity = try IdentitySetup.resolve(
            loginOptions, source: settings.source, library: opened.library, name: settings.conventionName)
        settings.downloadsWithoutAsking = yes
        settings.forcesColor = color
        settings.refusesColor = noColor || (!color && !(environment["NO_COLOR"] ?? "").isEmpty)
        let status = await ConbookLaunch(
            settings: settings, library: opened.library, chosen: opened.chosen, warning: opened.warning
        ).run()
        if status != 0 {
            throw ExitCode(status)
        }
    }
}
