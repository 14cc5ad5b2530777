import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookModuleKit
import ConbookQRCode
import ConbookWeb
import Foundation

/// `conbook serve`: the attendee's own Conbook in a browser (a phone's, or this machine's), on the
/// same store as the console: a favourite made in one shows in the other.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve your Conbook to a browser: every page of the console, on the same store, at a local address.",
        discussion: """
            The pages speak --language; without it, each browser's own language (English or \
            German, by its Accept-Language), else the environment's. \
            It listens on this machine only (127.0.0.1) unless --lan is given: then it listens on \
            the machine's network address (or the one given) and prints a pairing address with a \
            one-time token, and its QR code; a browser that opens it is paired (a cookie), every \
            other one is refused. Each browser has its own pages and way back; all share your \
            favourites, hidden events and settings. Stop it with Ctrl-C.

            Examples:
              conbook serve
              conbook serve --port 9000 --source https://api.eurofurence.org/api
              conbook serve --lan
              conbook serve --lan 192.168.1.20 --port 8080

            With --public it serves the convention's guide for everyone instead (for an \
            organiser, usually behind nginx or a CDN): the public pages only, no login, messages, \
            pass or settings, no session and nothing a visitor sends kept; each visitor's picks stay \
            in their browser. Pages carry ETag, Last-Modified and Cache-Control: public. \
            --sync-every N syncs the source every N minutes. With --lan it listens on the network \
            without pairing.

              conbook serve --public --source https://example.org/schedule.json --sync-every 5
            """)

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port = 8080

    @Option(
        name: .customLong("lan"),
        help: ArgumentHelp(
            "Listen on the network: on the address given, or the machine's (`--lan` alone); browsers must pair first.",
            valueName: "address"))
    var lanAddress: String?

    @Flag(name: .customLong("public"), help: "Serve the guide for everyone: public pages only, nothing personal.")
    var isPublic = false

    @Option(
        name: .customLong("sync-every"),
        help: ArgumentHelp("With --public: sync the source every N minutes.", valueName: "minutes"))
    var syncMinutes: Int?

    @OptionGroup var conventionOptions: ConventionOptions

    /// What `--lan` alone stands for: the machine's own network address.
    static let machineAddress = "machine"

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be from 0 to 65535.")
        }
        if let syncMinutes {
            guard isPublic else { throw ValidationError("--sync-every goes with --public.") }
            guard (1...1440).contains(syncMinutes) else { throw ValidationError("--sync-every must be from 1 to 1440.") }
        }
    }

    @MainActor
    func run() async throws {
        let texts = conventionOptions.texts
        let host: String
        switch lanAddress {
        case nil: host = "127.0.0.1"
        case Self.machineAddress?:
            guard let address = NetworkAddress.first() else { throw ValidationError(texts(.serveNoNetworkAddress)) }
            host = address
        case let address?: host = address
        }
        if isPublic {
            try await serveGuide(on: host)
            return
        }
        try await ConventionTask.runWithLibrary(conventionOptions) { conbook, library in
            if conbook.hasContent, conventionOptions.source != nil { conbook.refreshConvention.startRefresh() }
            let written = host.contains(":") ? "[\(host)]" : host
            let configuration = WebServerConfiguration(allowedHosts: [], requiresPairing: lanAddress != nil)
            // Without --language, each browser gets its own (Accept-Language): a Core per language
            // over the same store, each with a connection of its own.
            let others = try otherLanguages(than: conbook.language)
            defer { withExtendedLifetime(others) {} }
            let application = WebApplication(
                conbook: conbook, otherLanguages: others.map(\.conbook), configuration: configuration,
                installation: ConbookInstallation(root: library.root, texts: conbook.commandLineTexts),
                whenPairingTokenChanges: { token in
                    guard let token else {
                        ConventionTask.printError(texts(.servePairingStopped))
                        return
                    }
                    // The port is known by the time a browser pairs.
                    Self.say(texts(.servePairingNext, ["address": "http://\(written):\(Self.listeningPort)/pair?token=\(token)"]))
                })
            do {
                try await WebServer.run(
                    application, host: host, port: port, maximumBodySize: configuration.maximumUploadSize,
                    whenListening: { listening in
                        await MainActor.run {
                            Self.listeningPort = listening
                            application.listening(on: host, port: listening)
                            Self.announce(application, address: "http://\(written):\(listening)/", texts: texts)
                        }
                    })
            } catch {
                throw LaunchError(texts(.serveCannotListen, ["address": "\(written):\(port)", "reason": "\(error)"]))
            }
        }
    }

    /// `--public`: the guide for everyone, syncing every `--sync-every` minutes.
    @MainActor
    private func serveGuide(on host: String) async throws {
        let texts = conventionOptions.texts
        try await ConventionTask.runWithLibrary(conventionOptions, forEveryone: true) { conbook, _ in
            let written = host.contains(":") ? "[\(host)]" : host
            let others = try otherLanguages(than: conbook.language, forEveryone: true)
            defer { withExtendedLifetime(others) {} }
            // No installation facts: where the server keeps its store is not the visitors' business.
            let guide = WebGuide(conbook: conbook, otherLanguages: others.map(\.conbook))
            let syncing = syncMinutes.map { minutes in
                Task { @MainActor in
                    await GuideSyncLoop(conbook: conbook, others: others.map(\.conbook), minutes: minutes, texts: texts).run()
                }
            }
            defer { syncing?.cancel() }
            do {
                try await WebServer.run(
                    guide, host: host, port: port, maximumBodySize: 1024,
                    whenListening: { listening in
                        await MainActor.run {
                            Self.say(texts(.serveGuideListening, ["address": "http://\(written):\(listening)/"]))
                        }
                    })
            } catch {
                throw LaunchError(texts(.serveCannotListen, ["address": "\(written):\(port)", "reason": "\(error)"]))
            }
        }
    }

    /// The Cores in the languages other than `language` that browsers may ask for, when
    /// `--language` did not choose one for all; each with what keeps its calendar on the
    /// convention's zone.
    @MainActor
    private func otherLanguages(
        than language: Language, forEveryone: Bool = false
    ) throws -> [(conbook: Conbook, follower: ConventionZoneFollower?)] {
        guard conventionOptions.languageOption.language == nil else { return [] }
        let environment = ProcessInfo.processInfo.environment
        return try Language.allCases.filter { $0 != language }.map { other in
            var options = conventionOptions
            options.languageOption.language = other
            let opened = try OpenedConvention.open(options, environment: environment)
            let settings = ConbookSettings(options: options, environment: environment, chosen: opened.chosen, zone: opened.zone)
            let (conbook, follower) = try ConbookAssembly(
                settings: settings, library: opened.library, isForEveryone: forEveryone
            ).make()
            return (conbook, follower)
        }
    }

    /// The port listened on, once known.
    @MainActor private static var listeningPort = 0

    @MainActor
    private static func announce(_ application: WebApplication, address: String, texts: TextCatalogue<CommandLineText>) {
        guard let pairing = application.pairingTarget else {
            say(texts(.serveListening, ["address": address]))
            return
        }
        let pairingAddress = address.dropLast() + pairing
        var lines = [
            texts(.serveListeningOnNetwork, ["address": address]), texts(.servePairingHint), "", String(pairingAddress), "",
        ]
        // A QR code's compact mode takes upper case only; the server reads the address in any case.
        if let matrix = QRCodeMatrix(alphanumeric: pairingAddress.uppercased()) {
            lines += ConsoleCodeDrawing(modules: matrix.modules, style: .plain).lines()
        }
        say(lines.joined(separator: "\n"))
    }

    /// Writes lines to the standard output at once (a program reading it, such as the browser
    /// suite, waits for the address).
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
