import ConbookCore

/// Collects the inline content of one block the way a browser lays it out: runs of HTML white
/// space collapse to one space, white space at the start and end of the block and around line
/// breaks goes, and text arriving in pieces is joined before anything is trimmed.
struct InlineCollector {
    /// An open inline element.
    enum Span: Equatable {
        case emphasis
        case strong
        case link(destination: String)
    }

    private struct Frame {
        let span: Span?
        var inlines: [RichTextInline] = []
    }

    private var frames = [Frame(span: nil)]
    /// Whether the content so far ends with a space (or nothing): the next space is dropped.
    private var endsWithSpace = true

    /// Opens an inline element; its content goes into it until it is closed.
    mutating func open(_ span: Span) {
        frames.append(Frame(span: span))
    }

    /// Closes the innermost open element.
    mutating func close() {
        guard frames.count > 1, let frame = frames.popLast() else { return }
        Self.append(frame, to: &frames[frames.count - 1].inlines)
    }

    /// Adds text, collapsing its white space.
    mutating func appendText(_ text: String) {
        let collapsed = collapse(text)
        guard !collapsed.isEmpty else { return }
        if case .text(let previous)? = frames[frames.count - 1].inlines.last {
            frames[frames.count - 1].inlines[frames[frames.count - 1].inlines.count - 1] = .text(previous + collapsed)
        } else {
            frames[frames.count - 1].inlines.append(.text(collapsed))
        }
    }

    /// Adds code inside a line, collapsing its white space.
    mutating func appendCode(_ code: String) {
        let collapsed = collapse(code)
        if collapsed == " " {
            appendText(" ")
        } else if !collapsed.isEmpty {
            frames[frames.count - 1].inlines.append(.code(collapsed))
        }
    }

    /// Adds a line break; white space before it goes.
    mutating func appendLineBreak() {
        trimTrailingSpace()
        frames[frames.count - 1].inlines.append(.lineBreak)
        endsWithSpace = true
    }

    /// The content collected so far, trimmed, with open elements closed; the elements stay open
    /// (empty) for content that follows, as a browser continues them after a block.
    mutating func take() -> [RichTextInline] {
        trimTrailingSpace()
        var closed = frames
        while closed.count > 1, let frame = closed.popLast() {
            Self.append(frame, to: &closed[closed.count - 1].inlines)
        }
        var inlines = closed[0].inlines
        while inlines.first == .lineBreak { inlines.removeFirst() }
        while inlines.last == .lineBreak { inlines.removeLast() }
        frames = frames.map { Frame(span: $0.span) }
        endsWithSpace = true
        return inlines
    }

    private mutating func collapse(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                if !endsWithSpace { result.append(" ") }
                endsWithSpace = true
            } else {
                result.append(scalar)
                endsWithSpace = false
            }
        }
        return String(result)
    }

    /// Removes the one space the content may end with, wherever it sits.
    private mutating func trimTrailingSpace() {
        for index in frames.indices.reversed() {
            if Self.trimTrailingSpace(in: &frames[index].inlines) { return }
        }
    }

    /// Trims a trailing space; true when content other than space ends the inlines.
    private static func trimTrailingSpace(in inlines: inout [RichTextInline]) -> Bool {
        while let last = inlines.last {
            switch last {
            case .text(let text), .code(let text):
                var trimmed = text
                while trimmed.last == " " { trimmed.removeLast() }
                if trimmed.isEmpty {
                    inlines.removeLast()
                    continue
                }
                inlines[inlines.count - 1] = if case .code = last { .code(trimmed) } else { .text(trimmed) }
                return true
            case .emphasis(var children), .strong(var children), .link(var children, _):
                let hasContent = trimTrailingSpace(in: &children)
                if children.isEmpty {
                    inlines.removeLast()
                    continue
                }
                inlines[inlines.count - 1] =
                    switch last {
                    case .emphasis: .emphasis(children)
                    case .strong: .strong(children)
                    case .link(_, let destination): .link(children, destination: destination)
                    default: last
                    }
                if hasContent { return true }
            case .lineBreak:
                return true
            }
        }
        return false
    }

    /// Adds a closed element to its parent's content: dropped when empty, its bare content
    /// when that is only white space.
    private static func append(_ frame: Frame, to parent: inout [RichTextInline]) {
        guard let span = frame.span, !frame.inlines.isEmpty else { return }
        if frame.inlines.allSatisfy({ $0 == .text(" ") }) {
            if case .text(let previous)? = parent.last {
                parent[parent.count - 1] = .text(previous + " ")
            } else {
                parent.append(.text(" "))
            }
            return
        }
        switch span {
        case .emphasis: parent.append(.emphasis(frame.inlines))
        case .strong: parent.append(.strong(frame.inlines))
        case .link(let destination): parent.append(.link(frame.inlines, destination: destination))
        }
    }
}
