import Foundation

/// The JSON of the `entity` columns: the store's own records (`StoredRecord`), keys sorted.
struct EntityJSON {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
    private let decoder = JSONDecoder()

    /// The value as JSON text.
    func encode(_ value: some Encodable, what: String) throws(SQLiteFailure) -> String {
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .other("\(error)", "encoding \(what) as JSON")
        }
    }

    /// A value from JSON bytes.
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], what: String) throws(SQLiteFailure) -> Value {
        do {
            return try decoder.decode(type, from: Data(bytes))
        } catch {
            throw .other("\(error)", "decoding \(what)")
        }
    }
}
