/// A value bound to a statement parameter.
enum SQLiteValue: Hashable, Sendable {
    case integer(Int64)
    case text(String)
    /// Bytes (an empty array binds an empty BLOB, not null).
    case blob([UInt8])
    case null

    /// An integer from an `Int`.
    static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }

    /// Text, or null when absent.
    static func optionalText(_ value: String?) -> SQLiteValue { value.map(SQLiteValue.text) ?? .null }

    /// Texts as a JSON array of strings, for `json_each(?)`: written as Foundation's
    /// `JSONSerialization` writes them (so that stored arrays keep their bytes), without its cost
    /// (a statement reading events by identifier binds one per query).
    static func jsonArray(_ texts: [String]) -> SQLiteValue {
        var json: [UInt8] = [UInt8(ascii: "[")]
        for (index, text) in texts.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): json += [UInt8(ascii: "\\"), byte]
                case 0x0A: json += Array("\\n".utf8)
                case 0x0D: json += Array("\\r".utf8)
                case 0x09: json += Array("\\t".utf8)
                case 0x08: json += Array("\\b".utf8)
                case 0x0C: json += Array("\\f".utf8)
                case ..<0x20: json += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
                default: json.append(byte)
                }
            }
            json.append(UInt8(ascii: "\""))
        }
        json.append(UInt8(ascii: "]"))
        return .text(String(decoding: json, as: UTF8.self))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
