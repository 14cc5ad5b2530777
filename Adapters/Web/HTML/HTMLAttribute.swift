/// An attribute of an element: a name the builder knows and a value it escapes; addresses only as
/// `WebAddress`, so no `javascript:` or other script address can reach a page.
public struct HTMLAttribute: Hashable, Sendable {
    /// The attribute's name, e.g. `href`.
    public let name: String
    /// Its value, unescaped; nil for a boolean attribute written bare (`required`).
    public let value: String?

    private init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    /// Where a link leads.
    public static func href(_ address: WebAddress) -> HTMLAttribute { HTMLAttribute("href", address.text) }
    /// Where a picture or a style sheet comes from.
    public static func src(_ address: WebAddress) -> HTMLAttribute { HTMLAttribute("src", address.text) }
    /// Where a form is sent.
    public static func action(_ address: WebAddress) -> HTMLAttribute { HTMLAttribute("action", address.text) }
    /// How a form is sent: the pages change state only by POST.
    public static let methodPost = HTMLAttribute("method", "post")
    /// The language of the page or a part of it, e.g. `de`.
    public static func lang(_ code: String) -> HTMLAttribute { HTMLAttribute("lang", code) }
    /// Classes for the style sheet.
    public static func `class`(_ names: String) -> HTMLAttribute { HTMLAttribute("class", names) }
    /// An identifier within the page (a fragment to link to).
    public static func id(_ identifier: String) -> HTMLAttribute { HTMLAttribute("id", identifier) }
    /// A form field's name.
    public static func name(_ name: String) -> HTMLAttribute { HTMLAttribute("name", name) }
    /// A form field's value.
    public static func value(_ value: String) -> HTMLAttribute { HTMLAttribute("value", value) }
    /// A form field's type, e.g. `hidden` or `search`.
    public static func type(_ type: String) -> HTMLAttribute { HTMLAttribute("type", type) }
    /// The field a label names.
    public static func `for`(_ identifier: String) -> HTMLAttribute { HTMLAttribute("for", identifier) }
    /// A picture's text for those who do not see it.
    public static func alt(_ text: String) -> HTMLAttribute { HTMLAttribute("alt", text) }
    /// A picture's width in pixels.
    public static func width(_ pixels: Int) -> HTMLAttribute { HTMLAttribute("width", "\(pixels)") }
    /// A picture's height in pixels.
    public static func height(_ pixels: Int) -> HTMLAttribute { HTMLAttribute("height", "\(pixels)") }
    /// A picture loaded when it comes near the screen.
    public static let loadingLazy = HTMLAttribute("loading", "lazy")
    /// A time for machines, e.g. `2026-08-19T10:00+02:00`.
    public static func datetime(_ value: String) -> HTMLAttribute { HTMLAttribute("datetime", value) }
    /// The page's character set (always UTF-8).
    public static let charsetUTF8 = HTMLAttribute("charset", "utf-8")
    /// A `meta` element's name, e.g. `viewport`.
    public static func metaName(_ name: String) -> HTMLAttribute { HTMLAttribute("name", name) }
    /// A `meta` element's content.
    public static func content(_ content: String) -> HTMLAttribute { HTMLAttribute("content", content) }
    /// A `link` element's relation, e.g. `stylesheet`.
    public static func rel(_ relation: String) -> HTMLAttribute { HTMLAttribute("rel", relation) }
    /// A name for assistive technology where the text does not say it.
    public static func ariaLabel(_ label: String) -> HTMLAttribute { HTMLAttribute("aria-label", label) }
    /// Marks the link to the page shown (a section's tab).
    public static let ariaCurrentPage = HTMLAttribute("aria-current", "page")
    /// A field that must be filled.
    public static let required = HTMLAttribute("required", nil)
}
