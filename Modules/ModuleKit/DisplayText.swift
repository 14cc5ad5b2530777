/// Plain-text clean-up shared by the scenes' interactors and front ends.
public enum DisplayText {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    public static func trimmed(_ text: some StringProtocol) -> String {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return String(text[start..<max(start, end)])
    }

    /// The text with Windows line ends made `\n` and surrounding white space removed.
    public static func normalized(_ text: String) -> String {
        trimmed(text.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))
    }

    /// The normalized text, or nil when nothing is left.
    public static func nonEmpty(_ text: String) -> String? {
        let normalized = normalized(text)
        return normalized.isEmpty ? nil : normalized
    }
}
