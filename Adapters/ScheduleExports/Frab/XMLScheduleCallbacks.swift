import CLibXML2

/// The SAX2 handlers that hand libxml2's parse of a schedule.xml to an `XMLScheduleWalker` (the
/// parser's user data points to it). Only these are set: no handler keeps an entity's
/// declaration or resolves an external one, none builds a node.
enum XMLScheduleCallbacks {
    /// The handler table for `xmlCreateIOParserCtxt` (which copies it).
    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        // The attribute count includes those the document's DTD defaults (at the array's end).
        handler.startElementNs = { context, name, _, _, _, _, attributeCount, _, attributes in
            walker(context)?.pointee.startElement(name, attributes: attributes, count: Int(attributeCount))
        }
        handler.endElementNs = { context, _, _, _ in walker(context)?.pointee.endElement() }
        handler.characters = { context, bytes, count in walker(context)?.pointee.characters(bytes, count: Int(count)) }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, bytes, count in walker(context)?.pointee.characters(bytes, count: Int(count)) }
        handler.reference = { context, name in walker(context)?.pointee.entityReference(name) }
        handler.serror = { context, error in
            guard let error else { return }
            walker(context)?.pointee.report(error.pointee)
        }
        return handler
    }
}

/// The walker a handler's user data points to.
@inline(__always)
private func walker(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLScheduleWalker>? {
    context?.assumingMemoryBound(to: XMLScheduleWalker.self)
}
