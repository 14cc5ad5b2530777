/// A list of texts in one column: each text after a unit separator (U+001F), with the separators
/// inside a text escaped by a record separator (U+001E U+001F for U+001F, U+001E U+001E for
/// U+001E). `["Ann", "Bo"]` is `␟Ann␟Bo`, `[]` is empty, `[""]` is `␟`.
///
/// Both marks are control characters, which neither the full-text index (`unicode61`) nor the
/// Core's search words count as part of a word, so the column's text is its own search words (the
/// index reads it as it is) while every list, however hostile its texts, reads back unchanged.
enum TextListColumn {
    private static let separator: Unicode.Scalar = "\u{1F}"
    private static let escape: Unicode.Scalar = "\u{1E}"

    /// The texts as one column's text.
    static func text(of texts: [String]) -> String {
        var column = ""
        for text in texts {
            column.unicodeScalars.append(separator)
            // The marks are ASCII, so a text holds one exactly when its UTF-8 holds its byte.
            guard text.utf8.contains(where: { $0 == UInt8(separator.value) || $0 == UInt8(escape.value) }) else {
                column += text
                continue
            }
            for scalar in text.unicodeScalars {
                if scalar == separator || scalar == escape { column.unicodeScalars.append(escape) }
                column.unicodeScalars.append(scalar)
            }
        }
        return column
    }

    /// The texts of a column's text.
    /// - Parameter name: Names the column in the error; worked out only when there is one.
    /// - Throws: `SQLiteFailure` naming the column when the text is not such a list.
    static func texts(from column: String, in name: @autoclosure () -> String) throws(SQLiteFailure) -> [String] {
        var column = column
        return try column.withUTF8 { utf8 in
            Result { () throws(SQLiteFailure) in try texts(fromUTF8: utf8, in: name()) }
        }.get()
    }

    /// The texts of a column's text given as its UTF-8 bytes: each text is made from its own bytes,
    /// without a `String` of the whole column first (a whole convention's load reads three lists
    /// per event).
    /// - Parameter name: Names the column in the error; worked out only when there is one.
    /// - Throws: `SQLiteFailure` naming the column when the text is not such a list.
    static func texts(
        fromUTF8 column: UnsafeBufferPointer<UInt8>, in name: @autoclosure () -> String
    ) throws(SQLiteFailure) -> [String] {
        guard !column.isEmpty else { return [] }
        guard !column.contains(UInt8(escape.value)) else {
            return try escapedTexts(from: String(decoding: column, as: UTF8.self), in: name())
        }
        // Nothing escaped (nearly always): the texts lie between the separators.
        let mark = UInt8(separator.value)
        guard column[0] == mark else { throw malformed(name()) }
        var texts: [String] = []
        var start = 1
        for index in 1..<column.count where column[index] == mark {
            texts.append(String(decoding: UnsafeBufferPointer(rebasing: column[start..<index]), as: UTF8.self))
            start = index + 1
        }
        texts.append(String(decoding: UnsafeBufferPointer(rebasing: column[start...]), as: UTF8.self))
        return texts
    }

    /// The texts of a list that holds an escape mark, read scalar by scalar.
    private static func escapedTexts(from column: String, in name: @autoclosure () -> String) throws(SQLiteFailure) -> [String] {
        var scalars = column.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return [] }
        guard first == separator else { throw malformed(name()) }
        var texts: [String] = []
        var current = String.UnicodeScalarView()
        while let scalar = scalars.next() {
            switch scalar {
            case separator:
                texts.append(String(current))
                current = String.UnicodeScalarView()
            case escape:
                guard let escaped = scalars.next(), escaped == separator || escaped == escape else { throw malformed(name()) }
                current.append(escaped)
            default:
                current.append(scalar)
            }
        }
        texts.append(String(current))
        return texts
    }

    private static func malformed(_ name: String) -> SQLiteFailure {
        .other("not a list of texts", "reading the list in column \(name)")
    }
}
