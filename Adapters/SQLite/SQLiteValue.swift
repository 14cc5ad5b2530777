import Foundation

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

    /// Texts as a JSON array of strings, for `json_each(?)`.
    static func jsonArray(_ texts: [String]) -> SQLiteValue {
        let data = (try? JSONSerialization.data(withJSONObject: texts)) ?? Data("[]".utf8)
        return .text(String(decoding: data, as: UTF8.self))
    }
}
