import CLibXML2

/// Plain text with the HTML character references some exporters leave in JSON strings decoded
/// (Zambia and custom KonOpas exporters write `Q&amp;A`, `Caf&eacute;`, `&#8217;`): named
/// references by libxml2's table of HTML 4's 253, numeric ones decimal or hexadecimal. A `&`
/// that starts no known reference stays as written, as browsers leave it. For names, titles,
/// rooms and tracks, which are plain text; descriptions are HTML and are kept as written.
enum HTMLEntityText {
    /// The text with its character references decoded.
    static func decoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            let candidate = rest[afterAmpersand...].prefix(12)
            if let semicolon = candidate.firstIndex(of: ";"), let scalar = scalar(named: candidate[..<semicolon]) {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    /// The character a reference's name stands for (`eacute`, `#233`, `#xE9`); nil for none.
    private static func scalar(named name: Substring) -> Unicode.Scalar? {
        if name.first == "#" {
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0 else { return nil }
            return Unicode.Scalar(value)
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        guard
            let entity = String(name).withCString({ htmlEntityLookup(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
            )
        else { return nil }
        return Unicode.Scalar(entity.pointee.value)
    }
}
