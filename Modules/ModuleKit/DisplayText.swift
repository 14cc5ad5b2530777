/// Plain-text clean-up shared by the scenes' interactors until rich text arrives.
public enum DisplayText {
    /// The text with Windows line ends made `\n` and surrounding white space removed.
    public static func normalized(_ text: String) -> String {
        let unixLineEnds = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        let start = unixLineEnds.firstIndex { !$0.isWhitespace } ?? unixLineEnds.endIndex
        let end = unixLineEnds.lastIndex { !$0.isWhitespace }.map(unixLineEnds.index(after:)) ?? start
        return String(unixLineEnds[start..<max(start, end)])
    }

    /// The normalized text, or nil when nothing is left.
    public static func nonEmpty(_ text: String) -> String? {
        let normalized = normalized(text)
        return normalized.isEmpty ? nil : normalized
    }
}
