import CLibXML2

/// One pass over an SVG document's nodes with libxml2's reader, collecting the shapes that paint
/// modules (`<rect>`, `<path>`) with the fill they get (their own, or their groups'). Skips what
/// paints nothing (`<defs>`, `<desc>`, `<title>`, `<metadata>`, anything `display="none"`);
/// refuses what it cannot read as modules (circles, polygons, text, images, transforms) and any
/// declaration in a document type or entity reference.
struct SVGDocumentWalker {
    /// An element around the one being read, and what it hands down.
    private struct Enclosing {
        var depth: Int
        var paint: SVGPaint
        var evenOdd: Bool
    }

    private static let skipped: Set<String> = [
        "defs", "desc", "title", "metadata", "clipPath", "mask", "pattern", "symbol", "marker", "style", "linearGradient",
        "radialGradient", "filter",
    ]
    private static let refused: Set<String> = [
        "circle", "ellipse", "line", "polyline", "polygon", "text", "image", "use", "foreignObject", "svg",
    ]

    private let reader: xmlTextReaderPtr
    private let capture: XMLFirstError
    private let maximumDepth: Int
    private let maximumElements: Int
    private let pathData: SVGPathData
    private var drawing = SVGDrawing()
    private var enclosing: [Enclosing] = []
    private var skippingBelow: Int?
    private var elements = 0
    private var sawRoot = false

    init(reader: xmlTextReaderPtr, capture: XMLFirstError, maximumDepth: Int, maximumElements: Int, maximumCorners: Int) {
        self.reader = reader
        self.capture = capture
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
        self.pathData = SVGPathData(maximumCorners: maximumCorners)
    }

    mutating func walk() throws(AztecSVGError) -> SVGDrawing {
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw parseError() }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                try checkDocumentType()
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
                throw .declarationsRefused
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                try element()
            default:
                break
            }
        }
        if capture.first != nil { throw parseError() }
        guard sawRoot else { throw .malformedXML("the picture has no root element") }
        return drawing
    }

    /// A document type may name the SVG DTD (as code writers do); declarations of its own, entities
    /// above all, are refused before anything uses them.
    private func checkDocumentType() throws(AztecSVGError) {
        guard let node = xmlTextReaderCurrentNode(reader) else { return }
        let dtd = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlDtd.self)
        if dtd.pointee.children != nil || dtd.pointee.entities != nil || dtd.pointee.pentities != nil {
            throw .declarationsRefused
        }
    }

    private mutating func element() throws(AztecSVGError) {
        let depth = Int(xmlTextReaderDepth(reader))
        elements += 1
        guard elements <= maximumElements else { throw .tooComplex("it has more than \(maximumElements) elements") }
        guard depth <= maximumDepth else { throw .tooComplex("its elements are nested deeper than \(maximumDepth) levels") }
        if let skippingBelow {
            guard depth <= skippingBelow else { return }
            self.skippingBelow = nil
        }
        while let last = enclosing.last, last.depth >= depth { enclosing.removeLast() }
        let name = xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? "?"
        if !sawRoot {
            sawRoot = true
            guard name == "svg" else { throw .notSVG(root: name) }
            drawing.canvas = canvas()
            try enter(depth: depth)
            return
        }
        if Self.refused.contains(name) { throw .unsupported("a <\(name)> element") }
        if attribute("transform") != nil { throw .unsupported("a transform (on a <\(name)>)") }
        let hidden =
            attribute("display")?.trimmingSVGSpace == "none"
            || SVGPaint.property("display", inStyle: attribute("style")) == "none"
        if Self.skipped.contains(name) || hidden {
            if xmlTextReaderIsEmptyElement(reader) != 1 { skippingBelow = depth }
            return
        }
        switch name {
        case "rect": try rectangle()
        case "path": try path()
        default: try enter(depth: depth)
        }
    }

    /// Hands down what a group (or the root) sets.
    private mutating func enter(depth: Int) throws(AztecSVGError) {
        if attribute("transform") != nil { throw .unsupported("a transform") }
        let (paint, evenOdd) = try ownPaint()
        enclosing.append(Enclosing(depth: depth, paint: paint, evenOdd: evenOdd))
    }

    /// The fill an element paints with, and its fill rule: its own, else its groups'.
    private func ownPaint() throws(AztecSVGError) -> (SVGPaint, Bool) {
        let style = attribute("style")
        let inherited = enclosing.last ?? Enclosing(depth: 0, paint: .dark, evenOdd: false)
        var paint = inherited.paint
        if let value = SVGPaint.property("fill", inStyle: style) ?? attribute("fill"), let own = try SVGPaint.read(value) {
            paint = own
        }
        var evenOdd = inherited.evenOdd
        if let rule = SVGPaint.property("fill-rule", inStyle: style) ?? attribute("fill-rule") {
            switch rule.trimmingSVGSpace {
            case "evenodd": evenOdd = true
            case "nonzero": evenOdd = false
            default: break
            }
        }
        return (paint, evenOdd)
    }

    private mutating func rectangle() throws(AztecSVGError) {
        let (paint, _) = try ownPaint()
        let x = try SVGFixedPoint.attribute(attribute("x"), named: "x") ?? 0
        let y = try SVGFixedPoint.attribute(attribute("y"), named: "y") ?? 0
        guard let width = try SVGFixedPoint.attribute(attribute("width"), named: "width"),
            let height = try SVGFixedPoint.attribute(attribute("height"), named: "height")
        else { throw .malformedShape("a <rect> without a width or a height") }
        guard width >= 0, height >= 0 else { throw .malformedShape("a <rect> with a negative width or height") }
        guard paint != .none, width > 0, height > 0 else { return }
        drawing.shapes.append(
            SVGShape(
                outlines: [SVGShape.rectangle(x: x, y: y, width: width, height: height)], isDark: paint == .dark,
                evenOdd: false))
    }

    private mutating func path() throws(AztecSVGError) {
        let (paint, evenOdd) = try ownPaint()
        let outlines = try pathData.outlines(of: attribute("d") ?? "")
        guard paint != .none, !outlines.isEmpty else { return }
        drawing.shapes.append(SVGShape(outlines: outlines, isDark: paint == .dark, evenOdd: evenOdd))
    }

    /// The root's `viewBox`, else its `width` and `height` from 0, 0; nil when it says neither in
    /// user units.
    private func canvas() -> SVGDrawing.Canvas? {
        if let viewBox = attribute("viewBox") {
            let bytes = Array(viewBox.utf8)
            var index = 0
            var numbers: [Int64] = []
            while index < bytes.count, numbers.count < 5 {
                if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard let number = try? SVGFixedPoint.scan(bytes, at: &index) else { return nil }
                numbers.append(number)
            }
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
            return SVGDrawing.Canvas(
                origin: SVGShape.Point(x: numbers[0], y: numbers[1]), width: numbers[2], height: numbers[3])
        }
        guard let width = try? SVGFixedPoint.attribute(attribute("width"), named: "width"),
            let height = try? SVGFixedPoint.attribute(attribute("height"), named: "height"), width > 0, height > 0
        else { return nil }
        return SVGDrawing.Canvas(origin: SVGShape.Point(x: 0, y: 0), width: width, height: height)
    }

    private func attribute(_ name: String) -> String? {
        let value = name.withCString { pointer in
            xmlTextReaderGetAttribute(reader, UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self))
        }
        guard let value else { return nil }
        defer { conbook_xmlFree(value) }
        return String(cString: value)
    }

    private func parseError() -> AztecSVGError {
        guard let first = capture.first else { return .malformedXML("libxml2 stopped reading it") }
        if first.message.localizedStandardContainsEntity { return .declarationsRefused }
        return .malformedXML("line \(first.line): \(first.message)")
    }
}

extension String {
    /// Whether a libxml2 message is about an entity (one not declared, or one refused).
    fileprivate var localizedStandardContainsEntity: Bool {
        lowercased().contains("entity")
    }
}
