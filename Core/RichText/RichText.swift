/// Formatted text without a presentation: paragraphs, headings, lists, quotes and code, with
/// inline emphasis, links and line breaks. Scenes decide how it looks (ANSI on a console).
public struct RichText: Hashable, Sendable {
    /// The blocks, in reading order.
    public var blocks: [RichTextBlock]

    /// Creates rich text from blocks.
    public init(_ blocks: [RichTextBlock]) {
        self.blocks = blocks
    }

    /// Plain text as paragraphs: blank lines separate them, single line breaks are kept.
    public init(plain text: String) {
        // Lines are cut at the bytes of line feeds (each a character of its own, so no search by
        // character is needed); an empty line ends a paragraph, and lines of white space alone are
        // left out.
        var blocks: [RichTextBlock] = []
        var inlines: [RichTextInline] = []
        for line in LineEnds.unified(text).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard !line.isEmpty else {
                if !inlines.isEmpty { blocks.append(.paragraph(inlines)) }
                inlines = []
                continue
            }
            let text = String(Substring(line))
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            if !inlines.isEmpty { inlines.append(.lineBreak) }
            inlines.append(.text(text))
        }
        if !inlines.isEmpty { blocks.append(.paragraph(inlines)) }
        self.blocks = blocks
    }

    /// Nothing.
    public static let empty = RichText([])

    /// Whether there is no text at all.
    public var isEmpty: Bool { plainText.isEmpty }

    /// The text without formatting: blocks separated by blank lines, links as their text.
    public var plainText: String {
        blocks.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}

/// A block of rich text.
public indirect enum RichTextBlock: Hashable, Sendable {
    /// A paragraph.
    case paragraph([RichTextInline])
    /// A heading, level 1 (largest) to 6.
    case heading(level: Int, [RichTextInline])
    /// A list; each item is a list of blocks.
    case list(ordered: Bool, items: [[RichTextBlock]])
    /// A quotation.
    case quote([RichTextBlock])
    /// Preformatted code, whitespace kept.
    case code(String)

    /// The block's text without formatting.
    public var plainText: String {
        switch self {
        case .paragraph(let inlines), .heading(_, let inlines):
            inlines.map(\.plainText).joined()
        case .list(_, let items):
            items.map { $0.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
        case .quote(let blocks):
            blocks.map(\.plainText).joined(separator: "\n\n")
        case .code(let code):
            code
        }
    }
}

/// A run of text inside a block.
public indirect enum RichTextInline: Hashable, Sendable {
    /// Plain text.
    case text(String)
    /// Emphasised (usually italic) text.
    case emphasis([RichTextInline])
    /// Strong (usually bold) text.
    case strong([RichTextInline])
    /// Code inside a line.
    case code(String)
    /// A link: its text and where it points.
    case link([RichTextInline], destination: String)
    /// A line break inside the block.
    case lineBreak

    /// The text without formatting.
    public var plainText: String {
        switch self {
        case .text(let text), .code(let text):
            text
        case .emphasis(let inlines), .strong(let inlines), .link(let inlines, _):
            inlines.map(\.plainText).joined()
        case .lineBreak:
            "\n"
        }
    }
}
