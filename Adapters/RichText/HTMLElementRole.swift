/// What an HTML element means for rich text.
enum HTMLElementRole: Equatable {
    /// Dropped with everything inside (scripts, styles, frames, forms, the head).
    case dropped
    /// Only its content counts (html, body, span and every unknown element).
    case transparent
    /// An empty element that libxml2 2.9 parses as a container (embed, source, track, wbr,
    /// keygen): nothing itself, but what libxml2 put inside it follows it in the source.
    case void
    /// Ends the paragraph before and after it (p, div, section, …).
    case block
    /// Its content counts, with a space before and after (table cells).
    case spaced
    /// A heading of a level from 1 to 6.
    case heading(Int)
    /// A list.
    case list(ordered: Bool)
    /// A list item.
    case listItem
    /// A quotation.
    case quote
    /// Preformatted text.
    case preformatted
    /// A line break.
    case lineBreak
    /// Emphasis.
    case emphasis
    /// Strong emphasis.
    case strong
    /// Code inside a line.
    case code
    /// A link.
    case link
    /// An image: its alternative text.
    case image

    private static let droppedNames: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "applet", "form",
        "head", "template", "noscript", "svg", "math", "title", "meta", "link", "base", "param",
        "button", "input", "select", "textarea", "option", "canvas", "audio", "video",
    ]

    private static let blockNames: Set<String> = [
        "p", "div", "section", "article", "header", "footer", "main", "aside", "nav", "figure",
        "figcaption", "details", "summary", "address", "center", "dl", "dt", "dd", "table",
        "caption", "thead", "tbody", "tfoot", "tr", "hr", "fieldset", "legend",
    ]

    /// The role of an element by its (lower-case) tag name.
    static func role(ofTagName name: String) -> HTMLElementRole {
        if droppedNames.contains(name) { return .dropped }
        if blockNames.contains(name) { return .block }
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6": return .heading(Int(String(name.dropFirst())) ?? 1)
        case "ul", "menu", "dir": return .list(ordered: false)
        case "ol": return .list(ordered: true)
        case "li": return .listItem
        case "blockquote": return .quote
        case "pre", "listing", "xmp", "plaintext": return .preformatted
        case "br": return .lineBreak
        case "em", "i", "cite", "dfn", "var": return .emphasis
        case "strong", "b": return .strong
        case "code", "kbd", "samp", "tt": return .code
        case "a": return .link
        case "img": return .image
        case "td", "th": return .spaced
        case "embed", "source", "track", "wbr", "keygen": return .void
        default: return .transparent
        }
    }
}
