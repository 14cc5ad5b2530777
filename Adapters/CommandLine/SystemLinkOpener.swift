import ConbookConsole
import ConbookModuleKit
import ConbookPrograms
import Foundation

/// Hands addresses to the desktop: `xdg-open` on Linux, `open` on macOS, found on the `PATH`.
/// Only a person at a terminal gets one (see `ConbookLaunch`); the address is passed as one
/// argument, never through a shell.
struct SystemLinkOpener: ConsoleLinkOpener {
    /// The program that opens addresses.
    let program: URL
    /// The words of its failures.
    let texts: TextCatalogue<CommandLineText>

    /// The system's opener, or nil when the `PATH` has none; `texts` word its failures.
    init?(environment: [String: String], texts: TextCatalogue<CommandLineText>) {
        self.texts = texts
        #if os(macOS)
            let name = "open"
        #else
            let name = "xdg-open"
        #endif
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        guard
            let found = directories.lazy
                .map({ URL(fileURLWithPath: String($0)).appending(path: name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        program = found
    }

    func open(_ address: String) throws(ConsoleLinkOpenerError) {
        let child = ChildProcess(executable: program, arguments: [address])
        do {
            try child.start()
        } catch {
            throw ConsoleLinkOpenerError(
                reason: texts(.openerCouldNotStart, ["program": program.lastPathComponent, "reason": error.localizedDescription]))
        }
        let seconds = 30
        let ending = child.waitForEnd(timeLimit: .seconds(seconds))
        guard !ending.outlivedTimeLimit else {
            throw ConsoleLinkOpenerError(
                reason: texts(.openerTimedOut, ["program": program.lastPathComponent, "seconds": String(seconds)]))
        }
        guard ending.succeeded else {
            throw ConsoleLinkOpenerError(
                reason: texts(.openerFailed, ["program": program.lastPathComponent, "status": "\(ending.status)"]))
        }
    }
}
