/// Splits a file's bytes into its logical lines (RFC 5545 §3.1), as leniently as the calendars
/// people publish need: a physical line ends in LF, CRLF, a lone CR, or CR CR LF (a conference
/// tool's Windows export); a line that starts with a space or tab continues the last line that
/// was not blank, blank lines between them included. The lines are joined as bytes and only
/// then decoded, because real feeds fold in the middle of a character's UTF-8 sequence. A line
/// that is not UTF-8 is read in the `CHARSET` its parameters name (`ISO-8859-1`, `Windows-1252`),
/// else as Windows-1252 (what old exporters wrote without saying), so one stray byte costs no event.
enum ICalendarUnfolding {
    /// The longest logical line read, in bytes: 1 MiB (a long description is a few KB).
    static let lineLimit = 1 << 20

    /// The logical lines, each with the number of the physical line it begins on.
    /// - Throws: `.lineTooLong` over `lineLimit`.
    static func lines(of bytes: [UInt8]) throws(ICalendarError) -> [(number: Int, text: Substring)] {
        var lines: [(number: Int, text: Substring)] = []
        var pending: [UInt8] = []
        var pendingNumber = 0
        var number = 0
        var index = 0
        let count = bytes.count
        func finish() {
            guard pendingNumber > 0 else { return }
            lines.append((pendingNumber, Substring(text(of: pending))))
        }
        while index < count {
            var end = index
            while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            number += 1
            let isBlank = bytes[index..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            let isContinuation = !isBlank && (bytes[index] == 0x20 || bytes[index] == 0x09) && pendingNumber > 0
            if isContinuation {
                pending.append(contentsOf: bytes[(index + 1)..<end])
            } else if !isBlank {
                finish()
                pending = Array(bytes[index..<end])
                pendingNumber = number
            }
            guard pending.count <= lineLimit else { throw .lineTooLong(number: pendingNumber, limit: lineLimit) }
            index = end
            // One line end: any run of CRs, then an LF if one follows.
            while index < count, bytes[index] == 0x0D { index += 1 }
            if index < count, bytes[index] == 0x0A { index += 1 }
        }
        finish()
        return lines
    }

    /// A logical line's text: UTF-8, else the character set its parameters name, else Windows-1252.
    static func text(of line: [UInt8]) -> String {
        if let text = String(validating: line, as: UTF8.self) { return text }
        return SingleByteText.decode(line, charset: charset(of: line))
    }

    /// The `CHARSET` parameter of a line, read from its bytes before the first `:` (ASCII only).
    private static func charset(of line: [UInt8]) -> String? {
        let head = line.prefix { $0 != UInt8(ascii: ":") && $0 < 0x80 }
        let text = String(decoding: head, as: UTF8.self).uppercased()
        guard let range = text.firstRange(of: ";CHARSET=") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" && $0 != "\"" })
    }
}
