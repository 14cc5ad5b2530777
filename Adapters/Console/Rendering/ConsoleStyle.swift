/// Emphasis for the console's text: ANSI escape codes on a colour terminal, nothing otherwise.
public struct ConsoleStyle: Sendable, Hashable {
    /// Whether escape codes are written.
    public let usesEscapeCodes: Bool

    /// Creates a style.
    public init(usesEscapeCodes: Bool) {
        self.usesEscapeCodes = usesEscapeCodes
    }

    /// No emphasis at all: for files, pipes, `NO_COLOR` and `--no-color`.
    public static let plain = ConsoleStyle(usesEscapeCodes: false)
    /// ANSI emphasis, for a colour terminal.
    public static let ansi = ConsoleStyle(usesEscapeCodes: true)

    /// Titles.
    public func bold(_ text: String) -> String { styled(text, code: "1") }
    /// Secondary text.
    public func dim(_ text: String) -> String { styled(text, code: "2") }
    /// The favourite star.
    public func favourite(_ text: String) -> String { styled(text, code: "33") }

    private func styled(_ text: String, code: String) -> String {
        guard usesEscapeCodes, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
