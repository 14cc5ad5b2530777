/// Lines given all at once: a script file's text, or a test's commands.
@MainActor
public final class ScriptLineSource: ConsoleLineSource {
    private var lines: ArraySlice<String>

    /// Creates a source of these lines.
    public init(lines: [String]) {
        self.lines = lines[...]
    }

    /// Creates a source of a text's lines (`\n` or `\r\n` line ends).
    public convenience init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        self.init(lines: lines)
    }

    public func nextLine() async -> String? {
        lines.popFirst()
    }
}
