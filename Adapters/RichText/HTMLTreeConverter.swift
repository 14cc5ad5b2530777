import CLibXML2
import ConbookCore

/// Turns a libxml2 HTML tree into rich text blocks.
struct HTMLTreeConverter {
    private let depth: Int
    private let maximumDepth: Int
    private var blocks: [RichTextBlock] = []
    private var inlines = InlineCollector()
    private var isInsideLink = false

    /// Creates a converter for content at a nesting depth.
    init(depth: Int, maximumDepth: Int) {
        self.depth = depth
        self.maximumDepth = maximumDepth
    }

    /// The blocks of a run of sibling nodes.
    static func blocks(ofSiblingsFrom first: xmlNodePtr?, maximumDepth: Int) -> [RichTextBlock] {
        var converter = HTMLTreeConverter(depth: 0, maximumDepth: maximumDepth)
        converter.visitSiblings(from: first, depth: 0)
        return converter.finish()
    }

    /// The blocks collected, the last paragraph included.
    mutating func finish() -> [RichTextBlock] {
        endParagraph()
        return blocks
    }

    private mutating func visitSiblings(from first: xmlNodePtr?, depth: Int) {
        var node = first
        while let current = node {
            visit(current, depth: depth)
            node = current.pointee.next
        }
    }

    private mutating func visit(_ node: xmlNodePtr, depth: Int) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            inlines.appendText(HTMLNode.content(of: node))
        case XML_ELEMENT_NODE:
            guard depth < maximumDepth else {
                inlines.appendText(HTMLNode.textContent(of: node))
                return
            }
            visitElement(node, depth: depth + 1)
        default:
            break
        }
    }

    private mutating func visitElement(_ node: xmlNodePtr, depth: Int) {
        let children = node.pointee.children
        switch HTMLElementRole.role(ofTagName: HTMLNode.name(of: node)) {
        case .dropped:
            break
        case .transparent, .listItem, .void:
            visitSiblings(from: children, depth: depth)
        case .block:
            endParagraph()
            visitSiblings(from: children, depth: depth)
            endParagraph()
        case .spaced:
            inlines.appendText(" ")
            visitSiblings(from: children, depth: depth)
            inlines.appendText(" ")
        case .heading(let level):
            endParagraph()
            let content = Self.inlines(of: subBlocks(of: children, depth: depth))
            if !content.isEmpty { blocks.append(.heading(level: level, content)) }
        case .list(let ordered):
            endParagraph()
            let items = listItems(from: children, depth: depth)
            if !items.isEmpty { blocks.append(.list(ordered: ordered, items: items)) }
        case .quote:
            endParagraph()
            let content = subBlocks(of: children, depth: depth)
            if !content.isEmpty { blocks.append(.quote(content)) }
        case .preformatted:
            endParagraph()
            if let code = Self.preformatted(HTMLNode.textContent(of: node)) { blocks.append(.code(code)) }
        case .lineBreak:
            inlines.appendLineBreak()
        case .emphasis:
            visitSpan(.emphasis, children: children, depth: depth)
        case .strong:
            visitSpan(.strong, children: children, depth: depth)
        case .code:
            inlines.appendCode(HTMLNode.textContent(of: node))
        case .link:
            if !isInsideLink, let destination = HTMLNode.attribute("href", of: node).flatMap(LinkDestination.allowed) {
                isInsideLink = true
                visitSpan(.link(destination: destination), children: children, depth: depth)
                isInsideLink = false
            } else {
                visitSiblings(from: children, depth: depth)
            }
        case .image:
            if let alternative = HTMLNode.attribute("alt", of: node) { inlines.appendText(alternative) }
        }
    }

    private mutating func visitSpan(_ span: InlineCollector.Span, children: xmlNodePtr?, depth: Int) {
        inlines.open(span)
        visitSiblings(from: children, depth: depth)
        inlines.close()
    }

    private mutating func endParagraph() {
        let content = inlines.take()
        if !content.isEmpty { blocks.append(.paragraph(content)) }
    }

    /// The blocks of nested content (a list item, a quote).
    private func subBlocks(of first: xmlNodePtr?, depth: Int) -> [RichTextBlock] {
        var converter = HTMLTreeConverter(depth: depth, maximumDepth: maximumDepth)
        converter.isInsideLink = isInsideLink
        converter.visitSiblings(from: first, depth: depth)
        return converter.finish()
    }

    /// A list's items: each `li` is one; other content between items makes one of its own.
    private func listItems(from first: xmlNodePtr?, depth: Int) -> [[RichTextBlock]] {
        var items: [[RichTextBlock]] = []
        var loose = HTMLTreeConverter(depth: depth, maximumDepth: maximumDepth)
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE, HTMLNode.name(of: current) == "li" {
                let pending = loose.finish()
                if !pending.isEmpty { items.append(pending) }
                loose = HTMLTreeConverter(depth: depth, maximumDepth: maximumDepth)
                let item = subBlocks(of: current.pointee.children, depth: depth + 1)
                if !item.isEmpty { items.append(item) }
            } else {
                loose.visit(current, depth: depth)
            }
            node = current.pointee.next
        }
        let pending = loose.finish()
        if !pending.isEmpty { items.append(pending) }
        return items
    }

    /// A heading's inlines: paragraphs joined by line breaks, other blocks as their text.
    private static func inlines(of blocks: [RichTextBlock]) -> [RichTextInline] {
        var result: [RichTextInline] = []
        for block in blocks {
            if !result.isEmpty { result.append(.lineBreak) }
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines): result += inlines
            default: result.append(.text(block.plainText))
            }
        }
        return result
    }

    /// Preformatted text without the line end that may follow the opening tag and without
    /// trailing blank lines; nil when there is nothing to show.
    private static func preformatted(_ text: String) -> String? {
        var lines = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        return lines.map { line in
            var line = line
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }
}
