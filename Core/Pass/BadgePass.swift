/// The attendee's badge pass: the two-dimensional code (Eurofurence: an Aztec code) that encodes
/// their registration, as a square grid of dark and light modules (one entry per module, never
/// pixels), with whose pass it is.
///
/// The grid is the symbol only: a front end draws its own quiet zone (a light margin) around it.
public struct BadgePass: Hashable, Sendable {
    /// The most modules a side may have: the largest Aztec code (32 layers) has 151, the largest
    /// Data Matrix 144.
    public static let largestSize = 151

    /// How many modules a side has.
    public let size: Int
    /// The modules row by row, top row first, each left to right: `true` for a dark module.
    private let modules: [Bool]
    /// Whose pass it is, as the login names them; nil when not known.
    public var holderName: String?
    /// The registration number the pass stands for, when the server told it.
    public var registrationNumber: String?

    /// Creates a pass from its rows of modules (top row first, each left to right; `true` for a
    /// dark module).
    /// - Throws: `BadgePassError.unreadableCode` when the rows are not a square grid of 1 to
    ///   `largestSize` modules a side with at least one dark module.
    public init(rows: [[Bool]], holderName: String? = nil, registrationNumber: String? = nil) throws(BadgePassError) {
        guard !rows.isEmpty else { throw .unreadableCode("the code has no modules") }
        guard rows.count <= Self.largestSize else {
            throw .unreadableCode("the code has \(rows.count) rows, more than the \(Self.largestSize) a code may have")
        }
        guard rows.allSatisfy({ $0.count == rows.count }) else {
            let widths = Set(rows.map(\.count)).sorted().map(String.init).joined(separator: ", ")
            throw .unreadableCode("the code is not square: \(rows.count) rows of \(widths) modules")
        }
        let modules = rows.flatMap { $0 }
        guard modules.contains(true) else { throw .unreadableCode("the code has no dark module") }
        self.size = rows.count
        self.modules = modules
        self.holderName = holderName
        self.registrationNumber = registrationNumber
    }

    /// Whether the module at a row and a column (both from 0, from the top left) is dark;
    /// outside the grid every module is light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }

    /// The modules row by row, top row first, each left to right: `true` for a dark module.
    public var rows: [[Bool]] {
        (0..<size).map { row in Array(modules[(row * size)..<((row + 1) * size)]) }
    }
}
