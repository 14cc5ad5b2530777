public import ConbookCore

/// The sample attendee's badge pass: the Aztec code of their registration number, `42`, as
/// zxing-cpp 3.1.1 writes it (`create_barcode("42", Aztec)`, 15 × 15 modules, `X` dark).
public enum SamplePass {
    /// The code's rows, top first, `X` for a dark module.
    public static let picture = [
        "...XXX....XXXXX",
        "XX.X.X.X.X.X.XX",
        "XXXX......X.X..",
        "..XXXXXXXXXXX..",
        "XX.X.......X...",
        "..XX.XXXXX.X.XX",
        "X..X.X...X.XX..",
        ".X.X.X.X.X.X...",
        "XX.X.X...X.XXXX",
        "XX.X.XXXXX.XX..",
        ".XXX.......X..X",
        "X..XXXXXXXXXXX.",
        "X......XX....X.",
        "X....XX.XXX.XX.",
        "....X.XXX.X..X.",
    ]

    /// The code's modules, row by row, `true` for a dark module.
    public static let modules: [[Bool]] = picture.map { row in row.map { $0 == "X" } }

    /// The pass as the server answers it (the Core adds whose it is).
    public static var pass: BadgePass {
        // The picture above is a square with dark modules: it always makes a pass.
        try! BadgePass(rows: modules)
    }

    /// A grid as the text of `picture`: its rows, `X` for a dark module.
    public static func picture(of modules: [[Bool]]) -> [String] {
        modules.map { row in String(row.map { $0 ? "X" : "." }) }
    }
}
