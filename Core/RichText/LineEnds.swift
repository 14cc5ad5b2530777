/// Line ends made one kind: the sources' texts end lines as Windows does (`\r\n`), as old Macs did
/// (`\r`) or with `\n`; the Core's and the scenes' texts use `\n` alone.
public enum LineEnds {
    /// The text with each line end, `\r\n` or `\r` alone, made `\n` (`\r\r\n` is two, as Swift's
    /// characters and Python's universal newlines read it); the text itself when it holds no `\r`.
    /// Works on the UTF-8 bytes in one pass, searching no character: a carriage return is a
    /// character of its own, or one with the line feed after it, so no other character changes.
    public static func unified(_ text: String) -> String {
        let carriageReturn = UInt8(ascii: "\r"), lineFeed = UInt8(ascii: "\n")
        guard text.utf8.contains(carriageReturn) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterCarriageReturn = false
        for byte in text.utf8 {
            if byte == lineFeed, afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = byte == carriageReturn
            bytes.append(afterCarriageReturn ? lineFeed : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
