/// Draws a two-dimensional code (the badge pass's Aztec code, a share code's QR code: a square grid of dark and light modules) in text with Unicode
/// half blocks: each character cell holds two modules, one above the other (a cell is about twice
/// as tall as it is wide, so a module comes out about square), each module one column wide,
/// with a light quiet zone of `quietZone` modules around the code, as scanners need.
///
/// Dark modules are the glyphs' ink: `█` both dark, `▀` the upper one, `▄` the lower one, a space
/// neither. Which colours ink and background have is the terminal's theme, and a scanner needs
/// dark modules on a light ground; so, with escape codes, every line of the code (its quiet zone
/// too) is drawn in black ink on a white background, whatever the theme: a screenshot of a
/// dark-on-light terminal and of a light-on-dark one both show black modules on white. Without
/// escape codes (`--no-color`, `NO_COLOR`, a pipe, a file), the ink is still the dark modules: right
/// on a dark-on-light terminal and on paper; a light-on-dark terminal then shows the code
/// inverted, which only scanners that also try inverted codes read (colour fixes that).
public struct ConsoleCodeDrawing: Sendable {
    /// The light margin around the code, in modules (ISO/IEC 24778 needs none for Aztec, but
    /// scanners find a code faster with one; QR codes need four).
    public static let quietZone = 4

    /// The modules, row by row, `true` for a dark module.
    public let modules: [[Bool]]
    /// The escape codes that start each line (black on white), nil for none.
    public let colours: String?

    /// The drawing for a style: black on white with escape codes, plain glyphs without.
    public init(modules: [[Bool]], style: ConsoleStyle) {
        self.modules = modules
        guard style.usesEscapeCodes else {
            colours = nil
            return
        }
        switch style.colorDepth {
        case .trueColor: colours = "\u{1B}[38;2;0;0;0;48;2;255;255;255m"
        case .palette256: colours = "\u{1B}[38;5;16;48;5;231m"
        }
    }

    /// How many columns a line of the drawing takes.
    public var width: Int { (modules.first?.count ?? 0) + 2 * Self.quietZone }

    /// The lines of the drawing, top first: the quiet zone included, two module rows a line.
    public func lines() -> [String] {
        guard !modules.isEmpty else { return [] }
        let margin = Self.quietZone
        let height = modules.count + 2 * margin
        return stride(from: 0, to: height, by: 2).map { top in
            var line = ""
            for column in 0..<width {
                let upper = isDark(top - margin, column - margin)
                let lower = isDark(top + 1 - margin, column - margin)
                line.append(Self.glyph(upper: upper, lower: lower))
            }
            guard let colours else { return line }
            return colours + line + "\u{1B}[0m"
        }
    }

    private func isDark(_ row: Int, _ column: Int) -> Bool {
        guard modules.indices.contains(row), modules[row].indices.contains(column) else { return false }
        return modules[row][column]
    }

    /// The half block that shows two modules, one above the other, as ink where they are dark.
    public static func glyph(upper: Bool, lower: Bool) -> Character {
        switch (upper, lower) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }
}
