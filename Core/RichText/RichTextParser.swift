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
}
