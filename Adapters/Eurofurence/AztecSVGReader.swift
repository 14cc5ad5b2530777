import CLibXML2
public import ConbookCore
public import Foundation

/// Reads the SVG picture of a badge pass's code (Eurofurence's `GET Users/Pass`: an Aztec code as
/// ZXing writes it) into its grid of modules: the `<rect>` elements of each module or run of
/// modules, or `<path>` elements of `M x y h w v h …` outlines, over an optional light background
/// rectangle, at any scale and offset (the module size is found from the geometry; see
/// `SVGModuleGrid`). The code is the dark modules' square; the picture's quiet zone is dropped.
///
/// It takes untrusted input: libxml2 reads it without loading or fetching anything
/// (`XML_PARSE_NONET`, never `XML_PARSE_NOENT` or `XML_PARSE_DTDLOAD`), a document type may only
/// name a DTD (declarations and entity references are refused), and the size, the elements, the
/// nesting and the path points are limited. Whatever is wrong, a specific `AztecSVGError`.
public struct AztecSVGReader: Sendable {
    /// libxml2 options: no network, errors only through the handler.
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// The largest picture taken, in bytes.
    public let maximumBytes: Int
    /// The most elements a picture may have.
    public let maximumElements: Int
    /// The most corners its paths may have together.
    public let maximumCorners: Int
    /// How deep its elements may be nested.
    public let maximumDepth: Int

    /// Creates a reader with limits far above what a code needs (a 151-module code drawn a rect a
    /// module is 22,801 elements).
    public init(
        maximumBytes: Int = 2 * 1024 * 1024, maximumElements: Int = 50_000, maximumCorners: Int = 200_000,
        maximumDepth: Int = 32
    ) {
        self.maximumBytes = maximumBytes
        self.maximumElements = maximumElements
        self.maximumCorners = maximumCorners
        self.maximumDepth = maximumDepth
    }

    /// The code the picture draws.
    /// - Throws: `AztecSVGError`, saying what is wrong with the picture.
    public func read(_ data: Data) throws(AztecSVGError) -> BadgePass {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        guard !data.isEmpty else { throw .malformedXML("the picture is empty") }
        let capture = XMLFirstError()
        let result: Result<SVGDrawing, AztecSVGError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(raw.count), nil, nil, Self.options)
            else { return .failure(.malformedXML("libxml2 could not start reading it")) }
            defer { xmlFreeTextReader(reader) }
            capture.install(on: reader)
            var walker = SVGDocumentWalker(
                reader: reader, capture: capture, maximumDepth: maximumDepth, maximumElements: maximumElements,
                maximumCorners: maximumCorners)
            return Result { () throws(AztecSVGError) in try walker.walk() }
        }
        return try SVGModuleGrid(drawing: try result.get()).pass()
    }
}
