/// Splits a file's bytes into its logical lines (RFC 5545 §3.1): a physical line ends in CRLF,
/// LF or a lone CR; one that starts with a space or tab continues the line before. The lines
/// are joined as bytes and only then decoded as UTF-8, because real feeds fold in the middle of
/// a character's UTF-8 sequence.
enum ICalendarUnfolding {
    /// The longest logical line read, in bytes: 1 MiB (a long description is a few KB).
    static let lineLimit = 1 << 20

    /// The logical lines, each with the number of the physical line it begins on.
    /// - Throws: `.notText` when a line is not UTF-8, `.lineTooLong` over `lineLimit`.
    static func lines(of bytes: [UInt8]) throws(ICalendarError) -> [(number: Int, text: Substring)] {
        var lines: [(number: Int, text: Substring)] = []
        var pending: [UInt8] = []
        var pendingNumber = 0
        var number = 0
        var index = 0
        let count = bytes.count
        func finish() throws(ICalendarError) {
            guard pendingNumber > 0 else { return }
            guard let text = String(validating: pending, as: UTF8.self) else { throw .notText }
            lines.append((pendingNumber, Substring(text)))
        }
        while index < count {
            var end = index
            while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            number += 1
            let isContinuation = end > index && (bytes[index] == 0x20 || bytes[index] == 0x09) && pendingNumber > 0
            if isContinuation {
                pending.append(contentsOf: bytes[(index + 1)..<end])
            } else {
                try finish()
                pending = Array(bytes[index..<end])
                pendingNumber = number
            }
            guard pending.count <= lineLimit else { throw .lineTooLong(number: pendingNumber, limit: lineLimit) }
            index = end
            if index < count, bytes[index] == 0x0D { index += 1 }
            if index < count, bytes[index] == 0x0A { index += 1 }
        }
        try finish()
        return lines
    }
}
