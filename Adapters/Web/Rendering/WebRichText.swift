public import ConbookCore

/// Formatted text (an announcement, a knowledge entry, an event's description) as HTML: its
/// paragraphs, headings, lists, quotes and code, every text escaped; a link becomes a link only to
/// a web, mail or telephone address (`WebAddress(external:)`), or to one of the server's own pages
/// when `ownAddress` knows where it leads; any other destination shows as its text alone.
public struct WebRichText {
    private let ownAddress: (String) -> WebAddress?

    /// A renderer; `ownAddress` maps a link's destination to a page of the server, if it has one
    /// (an event's deep link to `/events/ID`).
    public init(ownAddress: @escaping (String) -> WebAddress? = { _ in nil }) {
        self.ownAddress = ownAddress
    }

    /// The text's blocks as HTML.
    public func html(_ text: RichText) -> HTML {
        .joined(text.blocks.map(block))
    }

    private func block(_ block: RichTextBlock) -> HTML {
        switch block {
        case .paragraph(let inlines):
            .element(.p, [], inlines.map(inline))
        case .heading(let level, let inlines):
            // Headings inside a text sit below the page's and the section's.
            .element(level <= 1 ? .h3 : .h4, [], inlines.map(inline))
        case .list(let ordered, let items):
            .element(ordered ? .ol : .ul, [], items.map { .element(.li, [], $0.map(self.block)) })
        case .quote(let blocks):
            .element(.blockquote, [], blocks.map(self.block))
        case .code(let code):
            .element(.pre, [], [.element(.code, [], [.text(code)])])
        }
    }

    private func inline(_ inline: RichTextInline) -> HTML {
        switch inline {
        case .text(let text): .text(text)
        case .emphasis(let children): .element(.em, [], children.map(self.inline))
        case .strong(let children): .element(.strong, [], children.map(self.inline))
        case .code(let code): .element(.code, [], [.text(code)])
        case .lineBreak: .element(.br)
        case .link(let children, let destination):
            if let own = ownAddress(destination) {
                .element(.a, [.href(own)], children.map(self.inline))
            } else if let external = WebAddress(external: destination) {
                .element(.a, [.href(external), .relExternal], children.map(self.inline))
            } else {
                .joined(children.map(self.inline))
            }
        }
    }
}
