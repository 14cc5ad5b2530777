/// How an SVG element paints its inside, as far as a code needs: dark, light, or not at all;
/// read from `fill` (an attribute or in `style`), inherited from the groups around it.
enum SVGPaint: Hashable {
    case dark, light, none

    /// Reads a `fill` value: `none`, `black`, `white`, `#rgb`, `#rrggbb`, `rgb(r, g, b)`; a colour
    /// is light when its luma (ITU-R BT.601) is at least half; nil for `inherit` (the group's).
    /// - Throws: `.unsupported` for a colour the reader does not know (a gradient, a named colour
    ///   other than black and white).
    static func read(_ value: String) throws(AztecSVGError) -> SVGPaint? {
        let text = value.trimmingSVGSpace.lowercased()
        switch text {
        case "inherit", "": return nil
        case "none", "transparent": return SVGPaint.none
        case "black", "currentcolor": return .dark
        case "white": return .light
        default: break
        }
        guard let (red, green, blue) = rgb(text) else {
            throw .unsupported("the colour \"\(value.prefix(40))\"")
        }
        return (red * 299 + green * 587 + blue * 114) >= 128 * 1000 ? .light : .dark
    }

    private static func rgb(_ text: String) -> (Int, Int, Int)? {
        if text.hasPrefix("#") {
            let digits = Array(text.dropFirst())
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            let values = digits.map { Int($0.hexDigitValue ?? 0) }
            switch values.count {
            case 3: return (values[0] * 17, values[1] * 17, values[2] * 17)
            case 6: return (values[0] * 16 + values[1], values[2] * 16 + values[3], values[4] * 16 + values[5])
            default: return nil
            }
        }
        guard text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst(4).dropLast().split(separator: ",").map { String($0).trimmingSVGSpace }
        guard parts.count == 3 else { return nil }
        let values = parts.compactMap { Int($0) }.filter { (0...255).contains($0) }
        guard values.count == 3 else { return nil }
        return (values[0], values[1], values[2])
    }

    /// The value of a property in a `style` attribute (`fill: #000; stroke: none`), if set.
    static func property(_ name: String, inStyle style: String?) -> String? {
        guard let style else { return nil }
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingSVGSpace.lowercased() == name else { continue }
            return String(parts[1]).trimmingSVGSpace
        }
        return nil
    }
}
