public import ConbookCore

/// A fake rich text parser that reads every text as one paragraph in which Markdown's inline links
/// (`[label](address)`) are links and everything else is plain text, so presenter tests can give
/// texts with links without a real Markdown parser.
public struct InlineLinkRichTextParser: RichTextParser {
    /// Creates the parser.
    public init() {}

    public func parse(_ markup: String, as format: MarkupFormat) -> RichText {
        var inlines: [RichTextInline] = []
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "["),
            let close = rest[open...].firstIndex(of: "]"),
            rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
            let end = rest[close...].firstIndex(of: ")")
        {
            if open > rest.startIndex { inlines.append(.text(String(rest[..<open]))) }
            let label = String(rest[rest.index(after: open)..<close])
            let address = String(rest[rest.index(close, offsetBy: 2)..<end])
            inlines.append(.link([.text(label)], destination: address))
            rest = rest[rest.index(after: end)...]
        }
        if !rest.isEmpty { inlines.append(.text(String(rest))) }
        return RichText(inlines.isEmpty ? [] : [.paragraph(inlines)])
    }
}
