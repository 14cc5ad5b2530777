import CSQLite

/// How the `events` table keeps identifiers (its key, and its day, room, track and image
/// references; since schema 13): an identifier in the canonical form of a UUID written in lower
/// case (`76430fe0-ece7-48c9-b8e6-fdbc3974ff64`, as Eurofurence's) as its 16 bytes in a BLOB, any
/// other as its text. Each identifier has exactly one stored form, so rows compare as their
/// identifiers do; SQL turns a text into that form with `conbook_compact_id(…)` (registered on every
/// connection), for lists of identifiers given as JSON. Among UUIDs the bytes sort as their texts
/// do, but SQLite sorts every text before every BLOB: so where identifiers are ordered (the last
/// tie-break of schedule order, between events of the same start, end and title) a convention whose
/// event keys mix the two forms (a schedule export whose repeated guids fall back to
/// `{convention}-{id}-{start}`; `eventKeysMixForms`) sorts them by `conbook_id_text(…)`, their texts
/// again, as the Core does; one whose keys are all of one form (Eurofurence's UUIDs, most
/// sources' texts) keeps walking its schedule indexes in their own order, which is then the same.
enum CompactIdentifier {
    /// The SQL function that turns an identifier's text into its stored form (anything else is returned as it is).
    static let sqlFunction = "conbook_compact_id"

    /// The stored form of an identifier.
    static func value(of identifier: String) -> SQLiteValue {
        var identifier = identifier
        return identifier.withUTF8 { utf8 in uuidBytes(utf8).map(SQLiteValue.blob) } ?? .text(identifier)
    }

    /// The stored form of an identifier that may be absent (null).
    static func optionalValue(of identifier: String?) -> SQLiteValue {
        identifier.map(value(of:)) ?? .null
    }

    /// `column IN (…)` the identifiers of a JSON array of texts bound at `parameter`.
    static func membership(of column: String, in parameter: String = "?") -> String {
        "\(column) IN (SELECT \(sqlFunction)(value) FROM json_each(\(parameter)))"
    }

    /// The identifier in a column of the current row: a UUID's 16 bytes written out, or the text.
    static func identifier(in row: SQLiteStatement, at column: Int32) throws(SQLiteFailure) -> String {
        guard row.isBlob(column) else { return row.text(column) }
        return try text(ofUUID: row.blob(column))
    }

    /// The identifier in a column of the current row, or nil for null.
    static func optionalIdentifier(in row: SQLiteStatement, at column: Int32) throws(SQLiteFailure) -> String? {
        row.isNull(column) ? nil : try identifier(in: row, at: column)
    }

    /// A UUID's 16 bytes as its canonical lower-case text.
    static func text(ofUUID bytes: UnsafeRawBufferPointer) throws(SQLiteFailure) -> String {
        guard bytes.count == 16 else {
            throw .other("a stored identifier of \(bytes.count) bytes (a UUID's are 16)", "reading an identifier")
        }
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 36) { text in
            var position = 0
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    text[position] = UInt8(ascii: "-")
                    position += 1
                }
                text[position] = digits.utf8Start[Int(byte >> 4)]
                text[position + 1] = digits.utf8Start[Int(byte & 0x0F)]
                position += 2
            }
            return position
        }
    }

    /// The 16 bytes of a UUID in canonical lower-case form (8-4-4-4-12 digits), or nil for any other text.
    static func uuidBytes(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard utf8.count == 36 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var index = 0
        while index < 36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard utf8[index] == UInt8(ascii: "-") else { return nil }
                index += 1
                continue
            }
            guard let high = digit(utf8[index]), let low = digit(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    /// A lower-case hexadecimal digit's value.
    private static func digit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// The SQL function that turns a stored identifier back into its text (anything else is
    /// returned as it is): the last tie-break of schedule order sorts by it, so that identifiers
    /// of both forms compare as their texts do, as in the Core (`EventQuery.isInScheduleOrder`).
    static let textFunction = "conbook_id_text"

    /// The SQL that orders by the identifiers in a column as their texts compare.
    static func textOrder(of column: String) -> String {
        "\(textFunction)(\(column))"
    }

    /// Whether a convention's events have keys of both forms (a UUID's bytes and a text): only then
    /// do the keys as stored sort otherwise than their texts. Two probes of the `(convention, id)`
    /// key: every text sorts before every BLOB, so the least key is a text and the greatest a BLOB
    /// exactly when both forms are there.
    static func eventKeysMixForms(
        of convention: String, on connection: SQLiteConnection
    ) throws(SQLiteFailure) -> Bool {
        try connection.integer(
            """
            SELECT (SELECT typeof(id) FROM events WHERE convention = ?1 ORDER BY id LIMIT 1) = 'text'
                AND (SELECT typeof(id) FROM events WHERE convention = ?1 ORDER BY id DESC LIMIT 1) = 'blob'
            """, [.text(convention)]) == 1
    }

    /// Registers `conbook_compact_id(…)` and `conbook_id_text(…)` on a connection.
    static func register(on connection: OpaquePointer) -> Int32 {
        let compacting = registerCompacting(on: connection)
        guard compacting == SQLITE_OK else { return compacting }
        return sqlite3_create_function_v2(
            connection, textFunction, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, _, arguments in
                guard let context, let argument = arguments?[0] else { return }
                guard sqlite3_value_type(argument) == SQLITE_BLOB, sqlite3_value_bytes(argument) == 16,
                    let bytes = sqlite3_value_blob(argument)
                else {
                    sqlite3_result_value(context, argument)
                    return
                }
                var text = (try? CompactIdentifier.text(ofUUID: UnsafeRawBufferPointer(start: bytes, count: 16))) ?? ""
                text.withUTF8 { utf8 in
                    conbook_sqlite3_result_text(context, utf8.baseAddress, Int32(utf8.count))
                }
            }, nil, nil, nil)
    }

    /// Registers `conbook_compact_id(…)` on a connection.
    private static func registerCompacting(on connection: OpaquePointer) -> Int32 {
        sqlite3_create_function_v2(
            connection, sqlFunction, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, _, arguments in
                guard let context, let argument = arguments?[0] else { return }
                guard sqlite3_value_type(argument) == SQLITE_TEXT, let text = sqlite3_value_text(argument),
                    let bytes = CompactIdentifier.uuidBytes(
                        UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument))))
                else {
                    sqlite3_result_value(context, argument)
                    return
                }
                bytes.withUnsafeBytes { conbook_sqlite3_result_blob(context, $0.baseAddress, Int32($0.count)) }
            }, nil, nil, nil)
    }
}
