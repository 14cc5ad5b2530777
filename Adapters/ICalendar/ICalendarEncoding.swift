/// The bytes of a calendar file as UTF-8 (or as the single-byte text a line may be in): UTF-16
/// with a byte-order mark, as Windows Calendar wrote it, is transcoded; a UTF-8 byte-order mark
/// is dropped; anything else is left as it is.
enum ICalendarEncoding {
    /// The bytes to read as lines.
    static func utf8Bytes(of bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let isLittleEndian = bytes.starts(with: [0xFF, 0xFE])
        guard isLittleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(isLittleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
