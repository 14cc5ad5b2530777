public import ConbookCore

/// Plain-text clean-up shared by the scenes' interactors and front ends.
public enum DisplayText {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    public static func trimmed(_ text: some StringProtocol) -> String {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return String(text[start..<max(start, end)])
    }

    /// The text with its line ends made `\n` (`LineEnds.unified(_:)`) and surrounding white space
    /// removed.
    public static func normalized(_ text: String) -> String {
        trimmed(LineEnds.unified(text))
    }

    /// A number with its digits grouped by thousands in a language's way: `16,667` in English,
    /// `16.667` in German.
    public static func grouped(_ number: Int, in language: Language) -> String {
        var digits = String(number.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (number < 0 ? "-" : "") + groups.joined(separator: language == .german ? "." : ",")
    }

    /// Names in a sentence: `A`, `A and B`, `A, B and C` (`A, B or C` for alternatives), in the
    /// catalogue's language.
    public static func list(_ names: [String], in texts: TextCatalogue<ModuleText>, alternatives: Bool = false) -> String {
        guard names.count > 1 else { return names.joined() }
        return texts(
            alternatives ? .listTwoOrMoreAlternatives : .listTwoOrMore,
            ["first": names.dropLast().joined(separator: ", "), "last": names[names.count - 1]])
    }

    /// The text cut to at most `limit` characters and an ellipsis, after the last whole word that
    /// fits (inside a word when no space falls in its second half), for quoting what someone typed
    /// or pasted in a heading; as it is when it fits.
    public static func shortened(_ text: String, to limit: Int = 40) -> String {
        guard text.count > limit else { return text }
        let fitting = text.prefix(limit)
        let cut =
            fitting.lastIndex(where: \.isWhitespace).flatMap { space in
                fitting.distance(from: fitting.startIndex, to: space) >= limit / 2 ? fitting[..<space] : nil
            } ?? fitting
        return trimmed(cut) + "…"
    }

    /// The normalized text, or nil when nothing is left.
    public static func nonEmpty(_ text: String) -> String? {
        let normalized = normalized(text)
        return normalized.isEmpty ? nil : normalized
    }
}
