import CLibXML2
public import ConbookCore

/// Parses the markup of convention data into rich text with libxml2 (HTML) and cmark
/// (CommonMark), keeping only what is safe to show.
///
/// - HTML is read by libxml2's forgiving HTML parser without network access, then reduced to
///   paragraphs, headings, lists, quotes, code, emphasis and links. Scripts, styles, frames,
///   objects, forms, templates and the document head are dropped with their content; unknown
///   elements give their text. Links keep only `http`, `https` and `mailto` destinations.
/// - HTML escaped once more (FOSDEM's `&lt;p&gt;Hello&lt;/p&gt;`) is recognised: when a first
///   parse yields nothing but text that itself reads as markup, that text is parsed once more.
/// - Markdown is turned into HTML by cmark in its safe mode (raw HTML and `javascript:` links
///   are omitted), then read like HTML.
/// - Markup over ``maximumMarkupBytes`` is not parsed: its first ``fallbackCharacterCount``
///   characters are kept as plain text. Elements nested deeper than ``maximumDepth`` give
///   their text only; libxml2 itself stops reading at 256 nested elements and keeps what it
///   read before.
public struct LibXML2RichTextParser: RichTextParser {
    /// The largest markup parsed, in UTF-8 bytes (1 MiB).
    public static let maximumMarkupBytes = 1 << 20
    /// How many characters of refused markup are kept as plain text.
    public static let fallbackCharacterCount = 10_000
    /// How deep elements may nest before their content is flattened to text.
    public static let maximumDepth = 64

    /// Creates the parser.
    public init() {}

    /// Parses markup of a format into rich text; never fails, never crashes.
    public func parse(_ markup: String, as requestedFormat: MarkupFormat) -> RichText {
        let format = requestedFormat == .automatic ? MarkupFormat.guessed(for: markup) : requestedFormat
        if format != .plain, markup.utf8.count > Self.maximumMarkupBytes {
            return RichText(plain: String(markup.prefix(Self.fallbackCharacterCount)))
        }
        switch format {
        case .plain:
            return RichText(plain: markup)
        case .html:
            return parseHTML(markup)
        case .markdown:
            guard let html = CommonMarkHTML.html(fromMarkdown: markup) else {
                return RichText(plain: String(markup.prefix(Self.fallbackCharacterCount)))
            }
            return RichText(LibXML2HTMLReader.blocks(fromHTML: html, maximumDepth: Self.maximumDepth))
        case .automatic:
            return parse(markup, as: MarkupFormat.guessed(for: markup))
        }
    }

    /// HTML, parsed once more when the first parse gives only text that reads as markup.
    private func parseHTML(_ markup: String) -> RichText {
        let blocks = LibXML2HTMLReader.blocks(fromHTML: markup, maximumDepth: Self.maximumDepth)
        if let text = Self.onlyText(of: blocks), EscapedMarkup.looksLikeMarkup(text) {
            return RichText(LibXML2HTMLReader.blocks(fromHTML: text, maximumDepth: Self.maximumDepth))
        }
        return RichText(blocks)
    }

    /// The text of blocks that are one unformatted paragraph, else nil.
    private static func onlyText(of blocks: [RichTextBlock]) -> String? {
        guard blocks.count == 1, case .paragraph(let inlines) = blocks[0], inlines.count == 1,
            case .text(let text) = inlines[0]
        else { return nil }
        return text
    }
}
