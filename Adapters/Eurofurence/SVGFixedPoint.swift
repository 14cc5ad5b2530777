/// A number of an SVG picture in thousandths of a user unit, exactly: the module grid is found
/// with whole numbers (a greatest common divisor), never with rounded floating point.
struct SVGFixedPoint {
    /// Thousandths per user unit.
    static let scale: Int64 = 1000
    /// The largest magnitude taken, in user units: far beyond any picture of a code.
    static let limit: Int64 = 1_000_000

    /// Reads a number at the start of `bytes[index...]` (`12`, `-3`, `+0.5`, `.25`, `1e2`),
    /// moving `index` past it; nil when no number starts there.
    /// - Throws: `.malformedShape` for a number too precise (finer than a thousandth) or too large.
    static func scan(_ bytes: [UInt8], at index: inout Int) throws(AztecSVGError) -> Int64? {
        var position = index
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            negative = bytes[position] == UInt8(ascii: "-")
            position += 1
        }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var sawPoint = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits.append(byte - UInt8(ascii: "0"))
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            position += 1
            guard digits.count <= 40 else { throw .malformedShape("a number has more than 40 digits") }
        }
        guard !digits.isEmpty else { return nil }
        var exponent = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            var after = position + 1
            var exponentNegative = false
            if after < bytes.count, bytes[after] == UInt8(ascii: "-") || bytes[after] == UInt8(ascii: "+") {
                exponentNegative = bytes[after] == UInt8(ascii: "-")
                after += 1
            }
            var value = 0
            var sawDigit = false
            while after < bytes.count, bytes[after] >= UInt8(ascii: "0"), bytes[after] <= UInt8(ascii: "9") {
                value = min(value * 10 + Int(bytes[after] - UInt8(ascii: "0")), 1000)
                sawDigit = true
                after += 1
            }
            if sawDigit {
                exponent = exponentNegative ? -value : value
                position = after
            }
        }
        index = position
        // The value is digits × 10^(exponent − fractionDigits); in thousandths, × 10^3 more.
        let shift = exponent - fractionDigits + 3
        var whole = digits
        if shift < 0 {
            let dropped = whole.suffix(min(-shift, whole.count))
            guard dropped.allSatisfy({ $0 == 0 }) else {
                throw .malformedShape("a number is more precise than a thousandth of a unit")
            }
            whole.removeLast(dropped.count)
        } else {
            whole += Array(repeating: 0, count: min(shift, 40))
        }
        var value: Int64 = 0
        for digit in whole {
            value = value * 10 + Int64(digit)
            guard value <= limit * scale else { throw .malformedShape("a number is larger than \(limit)") }
        }
        return negative ? -value : value
    }

    /// Reads a whole attribute as one number, optionally followed by `px`; nil for none.
    /// - Throws: `.malformedShape` naming the attribute when it is not such a number.
    static func attribute(_ text: String?, named name: String) throws(AztecSVGError) -> Int64? {
        guard var text = text?.trimmingSVGSpace, !text.isEmpty else { return nil }
        if text.hasSuffix("px") { text.removeLast(2) }
        let bytes = Array(text.utf8)
        var index = 0
        guard let value = try scan(bytes, at: &index), index == bytes.count else {
            throw .malformedShape("\(name)=\"\(text.prefix(40))\" is not a number")
        }
        return value
    }

    /// A value in thousandths written as a number of user units, e.g. `1.5`.
    static func text(_ value: Int64) -> String {
        let units = value / scale
        let rest = abs(value % scale)
        guard rest != 0 else { return "\(units)" }
        var fraction = String(rest)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(value < 0 && units == 0 ? "-" : "")\(units).\(fraction)"
    }
}

extension String {
    /// The text without XML white space at either end.
    var trimmingSVGSpace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isSVGSpace { scalars.removeFirst() }
        while let last = scalars.last, last.isSVGSpace { scalars.removeLast() }
        return String(scalars)
    }
}

extension Character {
    /// Whether the character is XML white space.
    var isSVGSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
