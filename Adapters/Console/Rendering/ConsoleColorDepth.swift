/// How many colours the terminal shows, for drawing pictures: 24-bit colour where the terminal
/// says it has it, else the 256 colours every colour terminal has.
public enum ConsoleColorDepth: Sendable, Hashable {
    /// The xterm palette: a 6 × 6 × 6 colour cube and 24 greys (`38;5;n`).
    case palette256
    /// Any 24-bit colour (`38;2;r;g;b`).
    case trueColor

    /// The depth the environment announces: `trueColor` when `COLORTERM` is `truecolor` or
    /// `24bit` (any case), else `palette256`.
    public init(environment: [String: String]) {
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": self = .trueColor
        default: self = .palette256
        }
    }
}
