/// What a scene's page shows: its title (the heading and the browser's tab) and its content, which
/// the server puts in the frame every page shares (sections, menu, messages).
public struct WebPageContent: Sendable {
    /// The page's title, as text.
    public var title: String
    /// The page's content below its heading.
    public var body: [HTML]
    /// After how many seconds the browser loads the page again by itself (a download under way,
    /// without script); nil for a page that changes only when asked.
    public var reloadAfterSeconds: Int?

    /// Creates the page's content.
    public init(title: String, body: [HTML], reloadAfterSeconds: Int? = nil) {
        self.title = title
        self.body = body
        self.reloadAfterSeconds = reloadAfterSeconds
    }
}
