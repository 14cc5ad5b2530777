import ConbookConsole
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
        let process = Process()
        process.executableURL = program
        process.arguments = [address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ConsoleLinkOpenerError(reason: "\(program.lastPathComponent) could not start: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ConsoleLinkOpenerError(
                reason: "\(program.lastPathComponent) exited with status \(process.terminationStatus)")
        }
    }
}
