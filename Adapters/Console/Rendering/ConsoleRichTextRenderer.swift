public import ConbookCore

/// Renders rich text as console lines no wider than a width (long words and addresses aside).
///
/// Paragraphs and other blocks are separated by blank lines and wrapped at word boundaries.
/// Headings are bold and emphasis italic, both only when the style writes escape codes; inline
/// code is shown between backticks. List items get a bullet (`•`, `◦`, `▪` by depth) or a
/// number with a hanging indent, quotes a `│ ` bar, code blocks four spaces and no wrapping.
/// A link shows its text followed by a reference number, `Telegram Channel[1]`, and the
/// numbered addresses are listed under the whole text; a link whose text is its address is
/// shown once, unnumbered. Control characters in the text are removed, so markup cannot move
/// the cursor or change colours. Without escape codes the output is plain and deterministic.
public struct ConsoleRichTextRenderer: Sendable {
    /// The widest a line may be, in characters.
    public let width: Int
    /// The emphasis written.
    public let style: ConsoleStyle
    /// When set, the numbers of link addresses that the scene lists itself (e.g. for `open N`):
    /// a link shows its number from here, an address not here shows none, and no list of
    /// addresses follows the text.
    public let linkNumbers: [String: Int]?

    /// Creates a renderer for a width and a style; with `linkNumbers`, links are numbered by the
    /// scene's own list.
    public init(width: Int, style: ConsoleStyle, linkNumbers: [String: Int]? = nil) {
        self.width = width
        self.style = style
        self.linkNumbers = linkNumbers
    }

    /// The lines of rich text, followed by its numbered link addresses, if any.
    public func render(_ text: RichText) -> [String] {
        var references: [String] = []
        var lines = render(text.blocks, width: width, listDepth: 0, isCompact: false, references: &references)
        if !references.isEmpty, linkNumbers == nil {
            lines.append("")
            for (index, destination) in references.enumerated() {
                lines += TextWrapper(width: width).wrap(Self.sanitized(destination), prefix: "[\(index + 1)] ")
            }
        }
        return lines
    }

    // MARK: Blocks

    private func render(
        _ blocks: [RichTextBlock], width: Int, listDepth: Int, isCompact: Bool, references: inout [String]
    ) -> [String] {
        var lines: [String] = []
        for block in blocks {
            let blockLines = render(block, width: width, listDepth: listDepth, references: &references)
            guard !blockLines.isEmpty else { continue }
            if !lines.isEmpty, !isCompact { lines.append("") }
            lines += blockLines
        }
        return lines
    }

    private func render(_ block: RichTextBlock, width: Int, listDepth: Int, references: inout [String]) -> [String] {
        switch block {
        case .paragraph(let inlines):
            let text = render(inlines, attributes: [], references: &references)
            return text.isEmpty ? [] : TextWrapper(width: width).wrap(text)
        case .heading(_, let inlines):
            let text = render(inlines, attributes: [.bold], references: &references)
            return text.isEmpty ? [] : TextWrapper(width: width).wrap(text)
        case .list(let ordered, let items):
            return renderList(ordered: ordered, items: items, width: width, depth: listDepth, references: &references)
        case .quote(let blocks):
            let inner = render(
                blocks, width: Self.innerWidth(width, minus: 2), listDepth: listDepth, isCompact: false, references: &references)
            return inner.map { $0.isEmpty ? "│" : "│ " + $0 }
        case .code(let code):
            return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let text = Self.sanitized(line.replacing("\t", with: "    "), keepingSpaces: true)
                return text.isEmpty ? "" : "    " + text
            }
        }
    }

    private func renderList(
        ordered: Bool, items: [[RichTextBlock]], width: Int, depth: Int, references: inout [String]
    ) -> [String] {
        let bullets = ["•", "◦", "▪"]
        let numberWidth = String(items.count).count
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            let marker =
                if ordered {
                    String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1). "
                } else {
                    bullets[depth % bullets.count] + " "
                }
            let indent = String(repeating: " ", count: marker.count)
            let itemLines = render(
                item, width: Self.innerWidth(width, minus: marker.count), listDepth: depth + 1, isCompact: true,
                references: &references
            )
            guard let first = itemLines.first else {
                lines.append(String(marker.dropLast()))
                continue
            }
            lines.append(marker + first)
            lines += itemLines.dropFirst().map { $0.isEmpty ? "" : indent + $0 }
        }
        return lines
    }

    private static func innerWidth(_ width: Int, minus indent: Int) -> Int {
        max(width - indent, 8)
    }

    // MARK: Inlines

    /// Emphasis in effect; each word is styled on its own so wrapping and indents stay clean.
    private struct Attributes: OptionSet {
        let rawValue: Int
        static let bold = Attributes(rawValue: 1)
        static let italic = Attributes(rawValue: 2)
    }

    private func render(_ inlines: [RichTextInline], attributes: Attributes, references: inout [String]) -> String {
        var text = ""
        for inline in inlines {
            switch inline {
            case .text(let plain):
                text += styledWords(Self.sanitized(plain), attributes: attributes)
            case .emphasis(let children):
                text += render(children, attributes: attributes.union(.italic), references: &references)
            case .strong(let children):
                text += render(children, attributes: attributes.union(.bold), references: &references)
            case .code(let code):
                text += styledWords("`" + Self.sanitized(code) + "`", attributes: attributes)
            case .link(let children, let destination):
                let label = render(children, attributes: attributes, references: &references)
                let plainLabel = children.map(\.plainText).joined()
                if let linkNumbers {
                    text += label + (linkNumbers[destination].map { style.dim("[\($0)]") } ?? "")
                } else if plainLabel == destination || "mailto:" + plainLabel == destination {
                    text += label
                } else {
                    let number =
                        references.firstIndex(of: destination).map { $0 + 1 }
                        ?? {
                            references.append(destination)
                            return references.count
                        }()
                    text += label + style.dim("[\(number)]")
                }
            case .lineBreak:
                text += "\n"
            }
        }
        return text
    }

    private func styledWords(_ text: String, attributes: Attributes) -> String {
        guard style.usesEscapeCodes, !attributes.isEmpty else { return text }
        var codes: [String] = []
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.italic) { codes.append("3") }
        let open = "\u{1B}[\(codes.joined(separator: ";"))m"
        return text.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : open + $0 + "\u{1B}[0m" }
            .joined(separator: " ")
    }

    /// Text without control characters (escape codes included); tabs and line ends become
    /// spaces unless spaces are kept as they are.
    private static func sanitized(_ text: some StringProtocol, keepingSpaces: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                if !keepingSpaces { result.append(" ") }
            } else if scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
