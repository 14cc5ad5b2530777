import ConbookPictures

/// One drawn line: cells appended left to right, colour codes written only when they change.
struct ConsolePictureLine {
    private var text = ""
    private var foreground: ConsoleTerminalColor?
    private var background: ConsoleTerminalColor?

    /// The line with its closing reset.
    var finished: String { text + "\u{1B}[0m" }

    /// A cell of two pixels, either of which may be transparent.
    mutating func writeCell(upper: PictureColor?, lower: PictureColor?, depth: ConsoleColorDepth) {
        switch (upper, lower) {
        case let (upper?, lower):
            write("▀", foreground: ConsoleTerminalColor(upper, depth), background: lower.map { ConsoleTerminalColor($0, depth) })
        case let (nil, lower?):
            write("▄", foreground: ConsoleTerminalColor(lower, depth), background: nil)
        case (nil, nil):
            write(" ", foreground: foreground, background: nil)
        }
    }

    /// The marker `◉` over a cell of two pixels, in the colour that stands out most from them.
    mutating func writeMarker(over upper: PictureColor?, _ lower: PictureColor?, depth: ConsoleColorDepth) {
        let shown = [upper, lower].compactMap { $0 }
        let contrasting =
            Self.markerColors.max { first, second in
                Self.leastDistance(from: first, to: shown) < Self.leastDistance(from: second, to: shown)
            } ?? Self.markerColors[0]
        let average =
            shown.isEmpty
            ? nil
            : PictureColor(
                red: UInt8(shown.map { Int($0.red) }.reduce(0, +) / shown.count),
                green: UInt8(shown.map { Int($0.green) }.reduce(0, +) / shown.count),
                blue: UInt8(shown.map { Int($0.blue) }.reduce(0, +) / shown.count))
        write(
            "◉", foreground: ConsoleTerminalColor(contrasting, depth), background: average.map { ConsoleTerminalColor($0, depth) }
        )
    }

    private mutating func write(
        _ glyph: String, foreground newForeground: ConsoleTerminalColor?, background newBackground: ConsoleTerminalColor?
    ) {
        var codes: [String] = []
        if newForeground != foreground {
            codes.append(newForeground?.code(layer: 3) ?? "39")
            foreground = newForeground
        }
        if newBackground != background {
            codes.append(newBackground?.code(layer: 4) ?? "49")
            background = newBackground
        }
        if !codes.isEmpty { text += "\u{1B}[\(codes.joined(separator: ";"))m" }
        text += glyph
    }

    /// The marker's candidate colours, first preferred on a tie.
    private static let markerColors = [
        PictureColor(red: 255, green: 0, blue: 255), PictureColor(red: 0, green: 255, blue: 255),
        PictureColor(red: 255, green: 255, blue: 0), PictureColor(red: 255, green: 255, blue: 255),
        PictureColor(red: 0, green: 0, blue: 0),
    ]

    /// The squared distance from a colour to the nearest of others (the most there is without any).
    private static func leastDistance(from color: PictureColor, to others: [PictureColor]) -> Int {
        others.map { ConsoleTerminalColor.distance(color, $0) }.min() ?? Int.max
    }
}
