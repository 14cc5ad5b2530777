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
        var result = "<" + tag.name
        for (index, attribute) in attributes.enumerated()
        where !attributes[..<index].contains(where: { $0.name == attribute.name }) {
            result += " "
            result += attribute.name
            if let value = attribute.value {
                result += "=\""
                result += escaped(value)
                result += "\""
            }
        }
        result += ">"
        guard !tag.isVoid else { return HTML(trusted: result) }
        for child in children { result += child.rendered }
        result += "</" + tag.name + ">"
        return HTML(trusted: result)
    }

    /// Pieces one after the other.
    public static func joined(_ pieces: [HTML]) -> HTML {
        HTML(trusted: pieces.map(\.rendered).joined())
    }

    /// The markup cut where a slot's markup is (each of the slot's places): a document written
    /// once with slots, then filled many times (`joined`); nil when the slot is not there.
    func split(at slot: HTML) -> [HTML]? {
        guard !slot.rendered.isEmpty else { return nil }
        let pieces = rendered.split(separator: slot.rendered, omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return nil }
        return pieces.map { HTML(trusted: String($0)) }
    }

    /// A whole document: the doctype, then the `html` element.
    public static func document(_ html: HTML) -> HTML {
        HTML(trusted: "<!DOCTYPE html>\n" + html.rendered)
    }

    /// The text with the characters that mean something in HTML as character references.
    static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
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

    /// Whether `escaped` would change a text: a character that means something in HTML, a control,
    /// or a scalar that may be one HTML does not allow (C1 controls, noncharacters; the last are
    /// looked at only by their lead byte, the check is for the common case of plain text).
    private static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
            case 0x09, 0x0A, 0x0D: break
            case ..<0x20, 0x7F: return true
            case 0x80...0x9F where previous == 0xC2: return true
            case 0xEF, 0xF0...: return true
            default: break
            }
            previous = byte
        }
        return false
    }
}
