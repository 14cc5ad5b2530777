/// Reads a `<path>`'s `d` as outlines of vertical and horizontal edges, as code writers draw
/// modules: `M x y h w v h h -w Z`, in absolute or relative commands (`M L H V Z`, `m l h v z`),
/// with numbers separated by spaces, commas or signs. A curve, an arc or a slanted line is
/// refused: it draws no module.
struct SVGPathData {
    /// The most corners a path may have.
    let maximumCorners: Int

    /// The outlines of the path (each subpath, closed).
    /// - Throws: `.malformedShape` for data that cannot be read, `.unsupported` for curves, arcs
    ///   and slanted lines, `.tooComplex` past `maximumCorners`.
    func outlines(of data: String) throws(AztecSVGError) -> [[SVGShape.Point]] {
        let bytes = Array(data.utf8)
        var index = 0
        var outlines: [[SVGShape.Point]] = []
        var current: [SVGShape.Point] = []
        var position = SVGShape.Point(x: 0, y: 0)
        var start = position
        var command: UInt8?
        var corners = 0

        func finish() {
            if current.count > 1 { outlines.append(current) }
            current = []
        }

        while true {
            skipSeparators(bytes, &index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if Self.isLetter(byte) {
                command = byte
                index += 1
                if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                    finish()
                    position = start
                    command = nil
                    continue
                }
                guard Self.drawsModules(byte) else {
                    throw .unsupported("a path command `\(Character(Unicode.Scalar(byte)))` (curves and arcs draw no modules)")
                }
                continue
            }
            guard let drawing = command else {
                throw .malformedShape("a path's data does not start with a command: \"\(data.prefix(40))\"")
            }
            let relative = drawing >= UInt8(ascii: "a")
            let base = relative ? position : SVGShape.Point(x: 0, y: 0)
            var next = position
            switch drawing | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"):
                let x = try number(bytes, &index, data)
                skipSeparators(bytes, &index)
                let y = try number(bytes, &index, data)
                next = SVGShape.Point(x: base.x + x, y: base.y + y)
            case UInt8(ascii: "h"):
                next.x = base.x + (try number(bytes, &index, data))
            default:
                next.y = base.y + (try number(bytes, &index, data))
            }
            if drawing | 0x20 == UInt8(ascii: "m") {
                finish()
                start = next
                current = [next]
                // Pairs after a move are lines.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            } else {
                guard next.x == position.x || next.y == position.y else {
                    throw .unsupported("a slanted line in a path")
                }
                if current.isEmpty { current = [position] }
                current.append(next)
            }
            position = next
            corners += 1
            guard corners <= maximumCorners else {
                throw .tooComplex("its paths have more than \(maximumCorners) corners")
            }
        }
        finish()
        // The closing edge of an outline, drawn or implied, must be straight too.
        for outline in outlines {
            guard let first = outline.first, let last = outline.last, first.x == last.x || first.y == last.y else {
                throw .unsupported("a slanted line in a path")
            }
        }
        return outlines
    }

    private func number(_ bytes: [UInt8], _ index: inout Int, _ data: String) throws(AztecSVGError) -> Int64 {
        guard let value = try SVGFixedPoint.scan(bytes, at: &index) else {
            throw .malformedShape("a path's data lacks a number: \"\(data.prefix(40))\"")
        }
        return value
    }

    private func skipSeparators(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                .contains(bytes[index])
        {
            index += 1
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) && byte != UInt8(ascii: "e")
            && byte != UInt8(ascii: "E")
    }

    private static func drawsModules(_ byte: UInt8) -> Bool {
        [UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v")].contains(byte | 0x20)
    }
}
