import ArgumentParser
import ConbookCore
import ConbookModuleKit
import Foundation

/// What a subcommand that works on a convention does around its work: opens the library, builds
/// the Core, downloads the convention first when nothing is stored (saying so on the standard
/// error), then hands the Core over. Failures are written to the standard error as exit status 1.
@MainActor
enum ConventionTask {
    /// Runs a subcommand's work on the chosen convention; the work's error ends it with status 1.
    static func run(_ options: ConventionOptions, _ work: (Conbook) async throws -> Void) async throws {
        let environment = ProcessInfo.processInfo.environment
        let opened = try OpenedConvention.open(options, environment: environment)
        if let warning = opened.warning { printError(warning) }
        let settings = ConbookSettings(options: options, environment: environment, chosen: opened.chosen, zone: opened.zone)
        do {
            let (conbook, zoneFollower) = try ConbookAssembly(settings: settings, library: opened.library).make()
            defer { withExtendedLifetime(zoneFollower) {} }
            try await downloadIfEmpty(conbook, named: opened.chosen.name, texts: conbook.commandLineTexts)
            try opened.library.remember(opened.chosen)
            try await work(conbook)
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
