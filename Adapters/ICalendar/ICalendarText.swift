/// The text rules of iCalendar content lines (RFC 5545 §3.1 and §3.3.11): escaping `\ ; ,` and
/// newlines, dropping control characters, and folding lines longer than 75 octets.
enum ICalendarText {
    /// The longest line, in octets, before it is folded.
    static let lineLimit = 75

    /// A value escaped as iCalendar `TEXT`; carriage returns and other control characters (but
    /// tab) are dropped, a newline becomes `\n`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if !isControl(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// A `TEXT` value unescaped: `\\`, `\;`, `\,`, `\n` and `\N` read back; any other escaped
    /// character is kept as it is.
    static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A quoted-printable value decoded (RFC 2045 §6.7, as vCalendar 1.0 writes `ENCODING=QUOTED-PRINTABLE`):
    /// `=XX` is the byte XX, a soft line break (`=` before a line end) is dropped; the bytes are
    /// read as UTF-8, else in the character set named (else Windows-1252). A malformed `=` stays.
    static func quotedPrintable(_ value: Substring, charset: String?) -> String {
        let input = Array(value.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "="), index + 2 < input.count,
                let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else if input[index] == UInt8(ascii: "="), index + 1 == input.count {
                index += 1
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return SingleByteText.decode(bytes, charset: charset?.uppercased())
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// Whether an address can be written as a `URI` value as it is (no spaces, quotes or
    /// control characters, which that value type cannot escape).
    static func isPlainURI(_ address: String) -> Bool {
        !address.isEmpty && address.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" }
    }

    /// A line folded into lines of at most 75 octets, each continuation starting with a space;
    /// never inside a character's UTF-8 sequence.
    static func folded(_ line: String) -> String {
        guard line.utf8.count > lineLimit else { return line }
        var pieces: [String] = []
        var current = ""
        var currentOctets = 0
        var limit = lineLimit
        for scalar in line.unicodeScalars {
            let octets = UTF8.width(scalar)
            if currentOctets + octets > limit {
                pieces.append(current)
                current = ""
                currentOctets = 0
                limit = lineLimit - 1
            }
            current.unicodeScalars.append(scalar)
            currentOctets += octets
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }
}
