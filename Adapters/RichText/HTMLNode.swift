import CLibXML2

/// Reading libxml2 nodes.
enum HTMLNode {
    /// An element's lower-case tag name ("" when it has none).
    static func name(of node: xmlNodePtr) -> String {
        guard let name = node.pointee.name else { return "" }
        return String(cString: name).lowercased()
    }

    /// A text node's text.
    static func content(of node: xmlNodePtr) -> String {
        guard let content = node.pointee.content else { return "" }
        return String(cString: content)
    }

    /// An attribute's value, or nil.
    static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { conbook_xmlFree(value) }
        return String(cString: value)
    }

    /// The text inside a node, line breaks as line ends, dropped elements left out; walks the
    /// tree without recursion, so any depth is fine.
    static func textContent(of node: xmlNodePtr) -> String {
        var text = ""
        var parents: [xmlNodePtr] = []
        var next = node.pointee.children
        while true {
            guard let current = next else {
                guard let parent = parents.popLast() else { break }
                next = parent.pointee.next
                continue
            }
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                text += content(of: current)
            case XML_ELEMENT_NODE:
                switch HTMLElementRole.role(ofTagName: name(of: current)) {
                case .dropped:
                    break
                case .lineBreak:
                    text += "\n"
                case .image:
                    text += attribute("alt", of: current) ?? ""
                default:
                    if current.pointee.children != nil {
                        parents.append(current)
                        next = current.pointee.children
                        continue
                    }
                }
            default:
                break
            }
            next = current.pointee.next
        }
        return text
    }
}
