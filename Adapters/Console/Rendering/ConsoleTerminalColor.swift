import ConbookPictures

/// A colour as the terminal is told it: 24-bit, or an index into the 256-colour palette.
enum ConsoleTerminalColor: Equatable {
    case rgb(UInt8, UInt8, UInt8)
    case indexed(Int)

    init(_ color: PictureColor, _ depth: ConsoleColorDepth) {
        switch depth {
        case .trueColor: self = .rgb(color.red, color.green, color.blue)
        case .palette256: self = .indexed(Self.nearestPaletteIndex(to: color))
        }
    }

    /// The parameters that set it: layer 3 for the foreground, 4 for the background.
    func code(layer: Int) -> String {
        switch self {
        case let .rgb(red, green, blue): "\(layer)8;2;\(red);\(green);\(blue)"
        case let .indexed(index): "\(layer)8;5;\(index)"
        }
    }

    /// The levels of each channel in the palette's 6 × 6 × 6 cube (indices 16 to 231).
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The palette entry nearest a colour: the nearest cube colour or the nearest of the 24 greys
    /// (8 to 238 by 10, indices 232 to 255), whichever is closer.
    static func nearestPaletteIndex(to color: PictureColor) -> Int {
        let channels = [Int(color.red), Int(color.green), Int(color.blue)]
        let steps = channels.map { $0 < 48 ? 0 : $0 < 115 ? 1 : ($0 - 35) / 40 }
        let cube = PictureColor(
            red: UInt8(cubeLevels[steps[0]]), green: UInt8(cubeLevels[steps[1]]), blue: UInt8(cubeLevels[steps[2]]))
        let greyStep = min(23, max(0, (channels.reduce(0, +) / 3 - 3) / 10))
        let greyLevel = UInt8(8 + 10 * greyStep)
        let grey = PictureColor(red: greyLevel, green: greyLevel, blue: greyLevel)
        return distance(color, grey) < distance(color, cube)
            ? 232 + greyStep
            : 16 + 36 * steps[0] + 6 * steps[1] + steps[2]
    }

    /// The squared distance between two colours in RGB.
    static func distance(_ first: PictureColor, _ second: PictureColor) -> Int {
        let red = Int(first.red) - Int(second.red)
        let green = Int(first.green) - Int(second.green)
        let blue = Int(first.blue) - Int(second.blue)
        return red * red + green * green + blue * blue
    }
}
