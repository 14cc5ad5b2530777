/// An attribute of an element: a name the builder knows and a value it escapes; addresses only as
/// `WebAddress`, so no `javascript:` or other script address can reach a page.
public struct HTMLAttribute: Hashable, Sendable {
    /// The attribute's name, e.g. `href`.
    public let name: String
    /// Its value, unescaped; nil for a boolean attribute written bare (`required`).
    public let value: String?

    init(_ name: String, _ value: String?) {
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
    /// `method="get"`: a form whose fields go in the address (the guide's searches and choices).
    public static let methodGet = HTMLAttribute("method", "get")
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
    /// A checkbox or radio button that is on.
    public static let checked = HTMLAttribute("checked", nil)
    /// The option chosen in a list.
    public static let selected = HTMLAttribute("selected", nil)
    /// A control that cannot be used now.
    public static let disabled = HTMLAttribute("disabled", nil)
    /// A hint shown in an empty field.
    public static func placeholder(_ text: String) -> HTMLAttribute { HTMLAttribute("placeholder", text) }
    /// The smallest number a field takes.
    public static func min(_ value: Int) -> HTMLAttribute { HTMLAttribute("min", "\(value)") }
    /// The largest number a field takes.
    public static func max(_ value: Int) -> HTMLAttribute { HTMLAttribute("max", "\(value)") }
    /// The most characters a field takes.
    public static func maxLength(_ count: Int) -> HTMLAttribute { HTMLAttribute("maxlength", "\(count)") }
    /// Whether and how the browser may fill a field in, e.g. `off`.
    public static func autocomplete(_ value: String) -> HTMLAttribute { HTMLAttribute("autocomplete", value) }
    /// The keyboard a phone shows for a field, e.g. `numeric`.
    public static func inputMode(_ mode: String) -> HTMLAttribute { HTMLAttribute("inputmode", mode) }
    /// A role for assistive technology where the element does not have it, e.g. `status`.
    public static func role(_ role: String) -> HTMLAttribute { HTMLAttribute("role", role) }
    /// The element that names this one.
    public static func ariaLabelledBy(_ identifier: String) -> HTMLAttribute { HTMLAttribute("aria-labelledby", identifier) }
    /// Whether a toggle button is on (`true`) or off (`false`).
    public static func ariaPressed(_ isOn: Bool) -> HTMLAttribute { HTMLAttribute("aria-pressed", isOn ? "true" : "false") }
    /// Hides a decoration from assistive technology.
    public static let ariaHidden = HTMLAttribute("aria-hidden", "true")
    /// Which cells a table heading names: `col` or `row`.
    public static func scope(_ scope: String) -> HTMLAttribute { HTMLAttribute("scope", scope) }
    /// How many columns a table cell spans.
    public static func colspan(_ count: Int) -> HTMLAttribute { HTMLAttribute("colspan", "\(count)") }
    /// How many rows a table cell spans.
    public static func rowspan(_ count: Int) -> HTMLAttribute { HTMLAttribute("rowspan", "\(count)") }
    /// A short description shown on hover.
    public static func title(_ text: String) -> HTMLAttribute { HTMLAttribute("title", text) }
    /// An open `details` element.
    public static let open = HTMLAttribute("open", nil)
    /// A text area's height in lines.
    public static func rows(_ count: Int) -> HTMLAttribute { HTMLAttribute("rows", "\(count)") }
    /// Where a link opens a page outside: the other site learns nothing of this one.
    public static let relExternal = HTMLAttribute("rel", "noopener noreferrer external")
    /// An SVG drawing's coordinate box, e.g. `0 0 21 21`.
    public static func viewBox(width: Int, height: Int) -> HTMLAttribute { HTMLAttribute("viewBox", "0 0 \(width) \(height)") }
    /// An SVG path's drawing.
    public static func d(_ path: String) -> HTMLAttribute { HTMLAttribute("d", path) }
    /// An SVG shape's fill, e.g. `currentColor`.
    public static func fill(_ paint: String) -> HTMLAttribute { HTMLAttribute("fill", paint) }
    /// An SVG position or size, by name (`x`, `y`, `width`, `height`).
    public static func svgLength(_ name: SVGLength, _ value: Int) -> HTMLAttribute { HTMLAttribute(name.rawValue, "\(value)") }
    /// The SVG namespace, on an `svg` element.
    public static let svgNamespace = HTMLAttribute("xmlns", "http://www.w3.org/2000/svg")
    /// Keeps an SVG's edges sharp (codes for scanners).
    public static let crispEdges = HTMLAttribute("shape-rendering", "crispEdges")

    /// The position and size attributes of SVG shapes.
    public enum SVGLength: String, Sendable {
        case x, y, width, height
    }
}
