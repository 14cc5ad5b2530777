/// Why the SVG picture of a badge pass could not be read as a code: specific, so that a broken or
/// hostile answer says what is wrong with it. Never a crash.
public enum AztecSVGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The picture is larger than the reader takes.
    case tooLarge(bytes: Int, limit: Int)
    /// It is not well-formed XML (libxml2's first error, with its line).
    case malformedXML(String)
    /// It declares entities (or other declarations) in a document type, or refers to an entity:
    /// refused, never expanded or fetched.
    case declarationsRefused
    /// Its root element is not `<svg>`.
    case notSVG(root: String)
    /// It draws with something the reader does not take as modules (a circle, a curve, a
    /// transform…).
    case unsupported(String)
    /// A shape's attributes cannot be read (a number, a path's data, a colour).
    case malformedShape(String)
    /// It draws no dark module.
    case noModules
    /// It has more elements, path points or nesting than the reader takes.
    case tooComplex(String)
    /// The dark modules do not make a square.
    case notSquare(columns: Int, rows: Int)
    /// The code would have more modules a side than any code has.
    case tooManyModules(Int, limit: Int)
    /// The shapes' edges do not line up on a grid of modules.
    case offGrid(String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "the picture has \(bytes) bytes, more than the \(limit) a pass may have"
        case .malformedXML(let detail):
            "the picture is not well-formed XML (\(detail))"
        case .declarationsRefused:
            "the picture declares or refers to entities, which are refused (never expanded)"
        case .notSVG(let root):
            "the picture's root element is <\(root)>, not <svg>"
        case .unsupported(let what):
            "the picture draws with \(what), which is not read as modules"
        case .malformedShape(let detail):
            "a shape of the picture cannot be read: \(detail)"
        case .noModules:
            "the picture draws no dark module"
        case .tooComplex(let detail):
            "the picture is too complex: \(detail)"
        case .notSquare(let columns, let rows):
            "the code is not square: \(columns) modules wide and \(rows) high"
        case .tooManyModules(let count, let limit):
            "the code would be \(count) modules a side, more than the \(limit) a code may have"
        case .offGrid(let detail):
            "the shapes do not line up on a grid of modules: \(detail)"
        }
    }
}
