/// An element the pages use, by name; a void element has no end tag and no children.
public struct HTMLTag: Hashable, Sendable {
    /// The element's name, e.g. `li`.
    public let name: String
    /// Whether it is a void element (`img`, `input`, `meta`, `link`, `br`).
    public let isVoid: Bool

    private init(_ name: String, isVoid: Bool = false) {
        self.name = name
        self.isVoid = isVoid
    }

    public static let html = HTMLTag("html")
    public static let head = HTMLTag("head")
    public static let title = HTMLTag("title")
    public static let meta = HTMLTag("meta", isVoid: true)
    public static let link = HTMLTag("link", isVoid: true)
    public static let body = HTMLTag("body")
    public static let header = HTMLTag("header")
    public static let nav = HTMLTag("nav")
    public static let main = HTMLTag("main")
    public static let footer = HTMLTag("footer")
    public static let section = HTMLTag("section")
    public static let h1 = HTMLTag("h1")
    public static let h2 = HTMLTag("h2")
    public static let h3 = HTMLTag("h3")
    public static let p = HTMLTag("p")
    public static let ul = HTMLTag("ul")
    public static let ol = HTMLTag("ol")
    public static let li = HTMLTag("li")
    public static let a = HTMLTag("a")
    public static let span = HTMLTag("span")
    public static let strong = HTMLTag("strong")
    public static let em = HTMLTag("em")
    public static let time = HTMLTag("time")
    public static let br = HTMLTag("br", isVoid: true)
    public static let img = HTMLTag("img", isVoid: true)
    public static let form = HTMLTag("form")
    public static let label = HTMLTag("label")
    public static let input = HTMLTag("input", isVoid: true)
    public static let button = HTMLTag("button")
}
