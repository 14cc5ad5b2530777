import ConbookConsole
import ConbookCore

/// Records what the console wrote to each stream.
@MainActor
final class CapturingConsoleOutput: ConsoleOutput {
    /// Everything written to the standard output.
    private(set) var output = ""
    /// Everything written to the standard error.
    private(set) var errors = ""

    func writeOutput(_ text: String) {
        output += text
    }

    func writeError(_ text: String) {
        errors += text
    }

    /// The standard output's lines.
    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A screen that writes here, plain and 78 columns wide, in a language (English unless given).
    func makeScreen(width: Int = 78, language: Language = .english) -> ConsoleScreen {
        ConsoleScreen(output: self, style: .plain, width: .fixed(width), progressDisplay: .lineByLine, language: language)
    }
}
