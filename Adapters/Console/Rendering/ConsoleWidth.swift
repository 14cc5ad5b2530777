/// How wide the console's lines may be: a fixed number of columns (files, pipes, tests), or the
/// terminal's width, which the screen reads anew at every command, so text follows a resized window.
public enum ConsoleWidth: Sendable, ExpressibleByIntegerLiteral {
    /// Always this many columns.
    case fixed(Int)
    /// The terminal's columns when read (`ConsoleTerminal.outputWidth`).
    case followingTerminal

    /// A fixed width written as a number, e.g. `width: 80`.
    public init(integerLiteral columns: Int) {
        self = .fixed(columns)
    }

    /// The columns now.
    var columns: Int {
        switch self {
        case .fixed(let columns): columns
        case .followingTerminal: ConsoleTerminal.outputWidth
        }
    }
}
