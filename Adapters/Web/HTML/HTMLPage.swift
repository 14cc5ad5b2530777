/// The frame of every page: a phone-first document in a language, with its title, the package's
/// style sheet and no script, so that `Content-Security-Policy: default-src 'self'` holds.
public enum HTMLPage {
    /// A whole page.
    /// - Parameters:
    ///   - language: the page's language code, e.g. `en` or `de`.
    ///   - title: the page's title (the browser's tab), escaped.
    ///   - styleSheet: where the style sheet is, one of the server's own addresses.
    ///   - body: what the page shows.
    ///   - head: more of the head (the guide's script and manifest).
    ///   - attributes: more attributes of the `html` element (the guide's words for its script).
    public static func document(
        language: String, title: String, styleSheet: WebAddress, head: [HTML] = [], attributes: [HTMLAttribute] = [],
        body: [HTML]
    ) -> HTML {
        HTML.document(
            .element(
                .html, [.lang(language)] + attributes,
                [
                    .element(
                        .head, [],
                        [
                            .element(.meta, [.charsetUTF8]),
                            .element(.meta, [.metaName("viewport"), .content("width=device-width, initial-scale=1")]),
                            .element(.meta, [.metaName("color-scheme"), .content("light dark")]),
                            .element(.title, [], [.text(title)]),
                            .element(.link, [.rel("stylesheet"), .href(styleSheet)]),
                        ] + head),
                    .element(.body, [], body),
                ]))
    }
}
