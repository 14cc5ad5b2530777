/// Emphasis for the console's text: ANSI escape codes on a colour terminal, nothing otherwise.
public struct ConsoleStyle: Sendable, Hashable {
    /// Whether escape codes are written.
    public let usesEscapeCodes: Bool
    /// The colours pictures are drawn in, when escape codes are written.
    public let colorDepth: ConsoleColorDepth

    /// Creates a style.
    public init(usesEscapeCodes: Bool, colorDepth: ConsoleColorDepth = .palette256) {
        self.usesEscapeCodes = usesEscapeCodes
        self.colorDepth = colorDepth
    }

    /// No emphasis at all: for files, pipes, `NO_COLOR` and `--no-color`.
    public static let plain = ConsoleStyle(usesEscapeCodes: false)
    /// ANSI emphasis, for a colour terminal of 256 colours.
    public static let ansi = ConsoleStyle(usesEscapeCodes: true)

    /// ANSI emphasis, for a colour terminal of a given depth (see `ConsoleColorDepth(environment:)`).
    public static func ansi(colorDepth: ConsoleColorDepth) -> ConsoleStyle {
        ConsoleStyle(usesEscapeCodes: true, colorDepth: colorDepth)
    }

    /// Titles.
    public func bold(_ text: String) -> String { styled(text, code: "1") }
    /// Secondary text.
    public func dim(_ text: String) -> String { styled(text, code: "2") }
    /// The favourite star.
    public func favourite(_ text: String) -> String { styled(text, code: "33") }
    /// Words a search matched: underlined, or between asterisks (`*art*`) without escape codes, so
    /// that plain output shows them too.
    public func highlight(_ text: String) -> String {
        guard usesEscapeCodes else { return text.isEmpty ? text : "*\(text)*" }
        return styled(text, code: "4")
    }

    private func styled(_ text: String, code: String) -> String {
        guard usesEscapeCodes, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
