import ConbookConsole

/// A console output that drops its text (the render is measured, not the terminal).
@MainActor
final class DiscardingConsoleOutput: ConsoleOutput {
    private(set) var characters = 0

    func writeOutput(_ text: String) {
        characters += text.utf8.count
    }

    func writeError(_ text: String) {}
}
