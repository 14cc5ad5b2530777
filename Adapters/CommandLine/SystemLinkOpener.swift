import ConbookConsole
import ConbookPrograms
import Foundation

/// Hands addresses to the desktop: `xdg-open` on Linux, `open` on macOS, found on the `PATH`.
/// Only a person at a terminal gets one (see `ConbookLaunch`); the address is passed as one
/// argument, never through a shell.
struct SystemLinkOpener: ConsoleLinkOpener {
    /// The program that opens addresses.
    let program: URL

    /// The system's opener, or nil when the `PATH` has none.
    init?(environment: [String: String]) {
        #if os(macOS)
        let name = "open"
        #else
        let name = "xdg-open"
        #endif
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        guard let found = directories.lazy
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
            throw ConsoleLinkOpenerError(reason: "\(program.lastPathComponent) could not start: \(error.localizedDescription)")
        }
        let ending = child.waitForEnd(timeLimit: .seconds(30))
        guard !ending.outlivedTimeLimit else {
            throw ConsoleLinkOpenerError(reason: "\(program.lastPathComponent) did not finish within 30 seconds")
        }
        guard ending.succeeded else {
            throw ConsoleLinkOpenerError(reason: "\(program.lastPathComponent) exited with status \(ending.status)")
        }
    }
}
