import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookFiles
import ConbookModuleKit
import ConbookQRCode
import Foundation

/// `conbook share`: the favourites of a convention as a short share code, printed as text and as
/// a QR code drawn in the terminal, and written to a share file when asked.
struct ShareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Print your favourites as a short share code and a QR code, for a friend to import.",
        discussion: """
            The code carries the convention's identifier and the events' identifiers only: \
            nothing personal, unless you add your name with --name. A friend opens it with \
            `conbook import CODE` (or the file written with --output) and chooses what to add.

            Examples:
              conbook share
              conbook share --convention EF27 --name Alex --output picks.conbook-share
            """)

    @Option(help: ArgumentHelp("Add your name to the code, for your friend to see whose picks these are.", valueName: "name"))
    var name: String?

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("Also write the code to a share file (replaced whole).", valueName: "file"))
    var output: String?

    @Flag(
        name: .customLong("no-color"),
        help: "Draw the QR code without colour (so does NO_COLOR, or output that is not a terminal).")
    var noColor = false

    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        try await ConventionTask.run(conventionOptions) { conbook in
            let texts = conbook.commandLineTexts
            let sharer = name?.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let code = try conbook.sharePicks.shareCode(sharerName: sharer) else {
                throw LaunchError(texts(.shareNothingDownloaded))
            }
            let values = [
                "convention": conbook.details?.title ?? code.picks.convention.rawValue,
                "events": texts(.eventCount, ["count": "\(code.picks.events.count)"]),
                "name": code.picks.sharerName ?? "",
            ]
            var lines = [texts(code.picks.sharerName == nil ? .shareIntro : .shareIntroNamed, values), "", code.text, ""]
            if let matrix = QRCodeMatrix(alphanumeric: code.text) {
                lines += ConsoleCodeDrawing(modules: matrix.modules, style: style).lines()
            } else {
                lines.append(texts(.shareNoQRCode, ["characters": "\(code.text.count)"]))
            }
            print(lines.joined(separator: "\n"))
            if let output {
                do throws(WholeFile.Failure) {
                    try WholeFile.write(Array(SharePicksFile.text(of: code).utf8), to: URL(fileURLWithPath: output))
                } catch {
                    throw LaunchError(texts(.shareCannotWrite, ["path": output, "reason": error.reason]))
                }
                ConventionTask.printError(texts(.shareWritten, ["path": output]))
            }
        }
    }

    /// Black on white at a terminal (whatever its theme), plain glyphs otherwise.
    private var style: ConsoleStyle {
        let environment = ProcessInfo.processInfo.environment
        guard ConsoleTerminal.isOutputTerminal, !noColor, (environment["NO_COLOR"] ?? "").isEmpty else { return .plain }
        return .ansi(colorDepth: ConsoleColorDepth(environment: environment))
    }
}
