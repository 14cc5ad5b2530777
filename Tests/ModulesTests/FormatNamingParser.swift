import ConbookCore

/// Formats every text as one paragraph that names the format it was asked for, so that a test
/// sees which texts went through the Core's rich text parser, and as what.
struct FormatNamingParser: RichTextParser {
    func parse(_ markup: String, as format: MarkupFormat) -> RichText {
        RichText([.paragraph([.text("\(format): \(markup.replacing("\r\n", with: "\n"))")])])
    }
}
