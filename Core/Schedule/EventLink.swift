/// A link the organisers attach to an event (slides, a recording, a website).
public struct EventLink: Hashable, Sendable, Codable {
    /// What the link is, e.g. `Slides`; may be empty.
    public var title: String
    /// Where it points, as given by the source.
    public var url: String

    /// Creates a link.
    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
