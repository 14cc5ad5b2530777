/// A piece of HTML that is safe to send: every text in it was escaped when it went in, every
/// element and attribute name is one the builder knows, and every address was checked
/// (`WebAddress`). No string reaches a page any other way.
///
/// ```swift
/// let row = HTML.element(.li, [], [
///     .element(.a, [.href(WebAddress(path: "/events/42"))], [.text("Drawing <Paws>")]),
/// ])
/// row.rendered  // <li><a href="/events/42">Drawing &lt;Paws&gt;</a></li>
/// ```
public struct HTML: Hashable, Sendable {
    /// The markup.
    public let rendered: String

    private init(trusted rendered: String) {
        self.rendered = rendered
    }

    /// Nothing.
    public static let empty = HTML(trusted: "")

    /// A text, escaped: `<`, `>`, `&`, `"` and `'` become character references, and characters
    /// HTML does not allow (controls but tab and line breaks, lone surrogates cannot occur in a
    /// Swift string) are left out.
    public static func text(_ text: String) -> HTML {
        HTML(trusted: escaped(text))
    }

    /// An element with its attributes (in the order given; a name given twice keeps the first)
    /// and its children; a void element (`img`, `input`, …) takes no children and has no end tag.
    public static func element(_ tag: HTMLTag, _ attributes: [HTMLAttribute] = [], _ children: [HTML] = []) -> HTML {
        var seen: Set<String> = []
        let attributeText = attributes.filter { seen.insert($0.name).inserted }.map { attribute in
            attribute.value.map { " \(attribute.name)=\"\(escaped($0))\"" } ?? " \(attribute.name)"
        }.joined()
        let start = "<\(tag.name)\(attributeText)>"
        guard !tag.isVoid else { return HTML(trusted: start) }
        return HTML(trusted: start + children.map(\.rendered).joined() + "</\(tag.name)>")
    }

    /// Pieces one after the other.
    public static func joined(_ pieces: [HTML]) -> HTML {
        HTML(trusted: pieces.map(\.rendered).joined())
    }

    /// A whole document: the doctype, then the `html` element.
    public static func document(_ html: HTML) -> HTML {
        HTML(trusted: "<!DOCTYPE html>\n" + html.rendered)
    }

    /// The text with the characters that mean something in HTML as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                guard value >= 0x20, !(0x7F...0x9F).contains(value), !(0xFDD0...0xFDEF).contains(value),
                    value & 0xFFFE != 0xFFFE
                else { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
