public import ConbookCore

/// A fake rich text parser that reads every format as plain text (blank lines separate
/// paragraphs), so presenter tests can state the expected text exactly.
public struct PlainRichTextParser: RichTextParser {
    /// Creates the parser.
    public init() {}

    public func parse(_ markup: String, as format: MarkupFormat) -> RichText {
        RichText(plain: markup)
    }
}
