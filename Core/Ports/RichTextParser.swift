/// Port: turns markup from a data source into rich text.
///
/// Parsing never fails: what cannot be understood is kept as plain text, and anything unsafe
/// or invisible (scripts, styles, frames, forms) is dropped.
public protocol RichTextParser: Sendable {
    /// Parses markup of a format into rich text.
    func parse(_ markup: String, as format: MarkupFormat) -> RichText
}

/// How a source writes its text.
public enum MarkupFormat: Hashable, Sendable {
    /// Plain text: blank lines separate paragraphs.
    case plain
    /// CommonMark Markdown (Eurofurence content, pretalx and frab abstracts).
    case markdown
    /// HTML (FOSDEM abstracts, possibly escaped once more).
    case html
    /// Whichever the text looks like: HTML when it starts with a tag (or an escaped one),
    /// Markdown otherwise. For sources that mix both.
    case automatic

    /// The format a text most likely has, for `.automatic`.
    public static func guessed(for text: String) -> MarkupFormat {
        let start = text.drop { $0.isWhitespace }
        let looksLikeHTML = start.hasPrefix("<") || start.hasPrefix("&lt;")
        return looksLikeHTML ? .html : .markdown
    }
}
