/// What a scene's page shows: its title (the heading and the browser's tab) and its content, which
/// the server puts in the frame every page shares (sections, menu, messages).
public struct WebPageContent: Sendable {
    /// The page's title, as text.
    public var title: String
    /// The page's content below its heading.
    public var body: [HTML]

    /// Creates the page's content.
    public init(title: String, body: [HTML]) {
        self.title = title
        self.body = body
    }
}
