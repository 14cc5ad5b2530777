/// A link inside a formatted text: what it reads as and where it points, as written.
public struct RichTextLink: Hashable, Sendable {
    /// The link's text, e.g. `our Telegram channel`; empty when it shows none.
    public var label: String
    /// Its address as written, e.g. `https://t.me/…` (understood by `ContentLink`).
    public var address: String

    /// Creates a link.
    public init(label: String, address: String) {
        self.label = label
        self.address = address
    }
}

extension RichText {
    /// The links inside the text, in reading order (code blocks hold none).
    public var links: [RichTextLink] {
        var found: [RichTextLink] = []
        func visit(_ inlines: [RichTextInline]) {
            for inline in inlines {
                switch inline {
                case .link(let children, let destination):
                    found.append(RichTextLink(label: children.map(\.plainText).joined(), address: destination))
                case .emphasis(let children), .strong(let children):
                    visit(children)
                case .text, .code, .lineBreak:
                    break
                }
            }
        }
        func visit(_ blocks: [RichTextBlock]) {
            for block in blocks {
                switch block {
                case .paragraph(let inlines), .heading(_, let inlines): visit(inlines)
                case .list(_, let items): items.forEach(visit)
                case .quote(let blocks): visit(blocks)
                case .code: break
                }
            }
        }
        visit(blocks)
        return found
    }
}
