/// Recognises text that is itself HTML markup, as left by markup escaped twice.
enum EscapedMarkup {
    /// Tags that open the markup of an abstract or description.
    private static let openingTags: Set<String> = [
        "p", "div", "span", "br", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6",
        "blockquote", "pre", "code", "em", "strong", "b", "i", "a", "table",
    ]

    /// Whether text starts with a known opening tag (`<p>`, `<a href=…>`) and ends a tag.
    ///
    /// Prose that merely mentions a tag (`The <p> element`) does not end with `>`, so it is
    /// left alone; markup escaped three times is shown as text after one extra parse.
    static func looksLikeMarkup(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
        guard scalars.first == "<", scalars.last == ">" else { return false }
        let name = scalars.dropFirst().prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        guard let after = scalars.dropFirst(1 + name.count).first,
            after == ">" || after == "/" || isSpace(after)
        else { return false }
        return openingTags.contains(String(String.UnicodeScalarView(name)).lowercased())
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }
}
