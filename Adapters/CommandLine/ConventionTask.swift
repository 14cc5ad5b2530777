import ArgumentParser
import ConbookCore
import ConbookModuleKit
import ConbookSQLite
import Foundation

/// What a subcommand that works on a convention does around its work: opens the library, builds
/// the Core, downloads the convention first when nothing is stored (saying so on the standard
/// error), then hands the Core over. Failures are written to the standard error as exit status 1.
@MainActor
enum ConventionTask {
    /// Runs a subcommand's work on the chosen convention; the work's error ends it with status 1.
    static func run(_ options: ConventionOptions, _ work: (Conbook) async throws -> Void) async throws {
        try await run(options) { _, conbook, _ in try await work(conbook) }
    }

    /// Runs a subcommand's work on the chosen convention, with the library it is kept in (for
    /// what About says of the installation).
    static func runWithLibrary(
        _ options: ConventionOptions, forEveryone: Bool = false, _ work: (Conbook, ConventionLibrary) async throws -> Void
    ) async throws {
        try await run(options, forEveryone: forEveryone) { _, conbook, library in try await work(conbook, library) }
    }

    /// Runs a subcommand's work on the chosen convention, with the name it is kept under (for
    /// another process to open the same one).
    static func runNamed(
        _ options: ConventionOptions, forEveryone: Bool = false, _ work: (String, Conbook) async throws -> Void
    ) async throws {
        try await run(options, forEveryone: forEveryone) { name, conbook, _ in try await work(name, conbook) }
    }

    /// Runs a subcommand's work on every stored convention at once, each Core with its own
    /// settings (zone, lead time), by name; with `--convention` or `--source`, with a zone option
    /// (which is kept for one convention, never for all at once), or when none is stored yet, on
    /// the one a run would choose (downloaded first when empty).
    static func runEvery(
        _ options: ConventionOptions, _ work: ([(name: String, conbook: Conbook)]) async throws -> Void
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        let names = try OpenedConvention.reportingFailures { () throws -> [String] in
            let opened = try ConventionLibrary.open(
                root: options.storeRoot(environment: environment), texts: options.texts(environment: environment))
            return try opened.library.database.conventionNames()
        }
        guard options.convention == nil, options.source == nil, options.zoneChoice == nil, !names.isEmpty else {
            try await run(options) { name, conbook, _ in try await work([(name, conbook)]) }
            return
        }
        var cores: [(name: String, conbook: Conbook)] = []
        var followers: [ConventionZoneFollower] = []
        defer { withExtendedLifetime(followers) {} }
        do {
            for name in names {
                var narrowed = options
                narrowed.convention = name
                let opened = try OpenedConvention.open(narrowed, environment: environment)
                if let warning = opened.warning { printError(warning) }
                let settings = ConbookSettings(
                    options: narrowed, environment: environment, chosen: opened.chosen, zone: opened.zone)
                let (conbook, follower) = try ConbookAssembly(settings: settings, library: opened.library).make()
                follower.map { followers.append($0) }
                cores.append((name, conbook))
            }
            try await work(cores)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }

    /// Runs work on the chosen convention, by the name it is kept under.
    private static func run(
        _ options: ConventionOptions, forEveryone: Bool = false,
        _ work: (String, Conbook, ConventionLibrary) async throws -> Void
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        let opened = try OpenedConvention.open(options, environment: environment)
        if let warning = opened.warning { printError(warning) }
        let settings = ConbookSettings(options: options, environment: environment, chosen: opened.chosen, zone: opened.zone)
        do {
            let (conbook, zoneFollower) = try ConbookAssembly(
                settings: settings, library: opened.library, isForEveryone: forEveryone
            ).make()
            defer { withExtendedLifetime(zoneFollower) {} }
            try await downloadIfEmpty(conbook, named: opened.chosen.name, texts: conbook.commandLineTexts)
            try opened.library.remember(opened.chosen)
            try await work(opened.chosen.name, conbook, opened.library)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }

    private static func downloadIfEmpty(
        _ conbook: Conbook, named name: String, texts: TextCatalogue<CommandLineText>
    ) async throws {
        guard !conbook.hasContent else { return }
        printError(texts(.downloadingFirst, ["name": name]))
        if case .failure(let error) = await conbook.refreshConvention.refresh() {
            throw LaunchError(texts(.downloadFailed, ["error": "\(error)"]))
        }
    }

    /// Writes a line to the standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
