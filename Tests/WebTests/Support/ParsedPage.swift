import CLibXML2

/// A page as libxml2's HTML parser reads it (as a browser would): its elements, their attributes
/// and texts, for a test to look into.
struct ParsedPage {
    /// An element of the page.
    struct Element {
        /// The tag's name in lower case.
        let name: String
        /// The attributes, by name.
        let attributes: [String: String]
        /// The elements inside, in order.
        let children: [Element]
        /// The text inside, with its descendants', white space collapsed.
        let text: String

        /// Every element inside of a tag name, in document order.
        func all(_ name: String) -> [Element] {
            children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
        }

        /// The forms inside, as `ParsedForm`s.
        var forms: [ParsedForm] {
            all("form").map(ParsedForm.init)
        }
    }

    /// The document's root element (`html`).
    let root: Element

    /// Parses a page; a test fails if libxml2 makes no document of it.
    init(_ html: String) {
        var bytes = Array(html.utf8)
        bytes.removeAll { $0 == 0 }
        let options = Int32(
            bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue)
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                htmlReadMemory($0.baseAddress, Int32($0.count), nil, "UTF-8", options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        let top =
            document.flatMap { xmlDocGetRootElement($0) }.map(Self.element)
            ?? Element(name: "", attributes: [:], children: [], text: "")
        root = top
    }

    /// Every element of a tag name, in document order.
    func all(_ name: String) -> [Element] {
        (root.name == name ? [root] : []) + root.all(name)
    }

    /// The page's text, white space collapsed.
    var text: String { root.text }

    /// The forms of the page.
    var forms: [ParsedForm] { root.forms }

    /// The addresses of the page's links, in order.
    var linkAddresses: [String] { all("a").compactMap { $0.attributes["href"] } }

    private static func element(_ node: xmlNodePtr) -> Element {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            if let value = xmlGetProp(node, current.pointee.name) {
                attributes[name] = String(cString: value)
                conbook_xmlFree(value)
            }
            attribute = current.pointee.next
        }
        var children: [Element] = []
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                let element = element(current)
                children.append(element)
                text += " " + element.text + " "
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            default: break
            }
            child = current.pointee.next
        }
        let name = String(cString: node.pointee.name).lowercased()
        return Element(name: name, attributes: attributes, children: children, text: collapsed(text))
    }
}

/// White space runs as one space, none at either end.
func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
}

/// A form of a page: where it posts, its action and its fields, as a browser would send them.
struct ParsedForm {
    /// Where it posts.
    let target: String?
    /// Its method, in lower case.
    let method: String?
    /// Its fields that have a name and a value (inputs, buttons with a value), by name.
    let fields: [String: String]
    /// Its buttons' texts.
    let buttons: [String]

    init(_ element: ParsedPage.Element) {
        target = element.attributes["action"]
        method = element.attributes["method"]?.lowercased()
        var fields: [String: String] = [:]
        for input in element.all("input") + element.all("button") {
            if let name = input.attributes["name"], let value = input.attributes["value"] { fields[name] = value }
        }
        self.fields = fields
        buttons = element.all("button").map(\.text)
    }

    /// The action it posts.
    var action: String? { fields["action"] }
}
