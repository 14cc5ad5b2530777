/// A JSON document read once into a flat list of its values (a "tape"), each value one entry that
/// points back into the bytes, so that `JSONTapeDecoder` can decode any part of it without
/// building a dictionary per object or a string per key.
///
/// An object's entry is followed by its members, each a key entry and then its value's entries; an
/// array's by its elements. Every entry knows where the next value after its own (and its
/// children's) entries begins, so a value not asked for is stepped over in one move.
///
/// The grammar is RFC 8259's, as strict as Foundation's parser and as lenient: a trailing comma
/// before `}` or `]` is accepted (see `EurofurenceSyncDecoder`). A failure says only that the bytes
/// are not JSON; `JSONSyntaxDiagnosis` explains why.
final class JSONTape {
    /// What a value is.
    enum Kind: UInt8 {
        case object, array, string, escapedString, number, `true`, `false`, null
    }

    /// One value: its kind, the bytes of a string's contents (without quotes) or of a number,
    /// the number of members or elements of an object or array (in `end`), and the index of the
    /// entry after it and its children.
    struct Entry {
        var kind: Kind
        var start: UInt32
        var end: UInt32
        var next: UInt32
    }

    /// The document's bytes, which must stay valid while the tape is used (`EurofurenceSyncDecoder`
    /// decodes and maps a sync inside the closure that lends its bytes, and lets nothing that holds
    /// the tape out of it).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The values, the document's own first.
    let entries: [Entry]

    /// Where the value read ends in the bytes: all of them for a whole document.
    let length: Int

    /// The bytes are not one JSON document.
    struct NotJSON: Error {}

    /// Why the value at the start of some bytes could not be read.
    enum PrefixFailure: Error {
        /// The bytes end before the value does: more of them may complete it.
        case endedEarly
        /// The value is not JSON, whatever may follow.
        case notJSON
    }

    /// The most containers open at once in a document.
    static let maximumDepth = 512

    /// Reads a whole document.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(NotJSON) {
        guard bytes.count < Int(UInt32.max) else { throw NotJSON() }
        self.bytes = bytes
        var builder = Builder(maximumDepth: Self.maximumDepth)
        builder.entries.reserveCapacity(bytes.count / 16)
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        try builder.read(&reader)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw NotJSON() }
        entries = builder.entries
        length = bytes.count
    }

    /// Reads the one value that starts the bytes (after any white space) and stops after it
    /// (`length`), for a reader that has a document a window at a time. The value is `depth`
    /// containers deep in its document, so that the document's limit on nesting holds for it.
    init(valueAtStartOf bytes: UnsafeBufferPointer<UInt8>, depth: Int) throws(PrefixFailure) {
        guard bytes.count < Int(UInt32.max) else { throw .notJSON }
        self.bytes = bytes
        var builder = Builder(maximumDepth: Self.maximumDepth - depth)
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        do {
            try builder.read(&reader)
        } catch {
            // Every check that fails for want of bytes fails with the reader at their end; a wrong
            // byte is one that is there.
            throw reader.index >= bytes.count ? .endedEarly : .notJSON
        }
        entries = builder.entries
        length = reader.index
    }

    /// The text of a string entry (a key or a value), nil when its bytes are not UTF-8 or an escape
    /// does not stand for a character.
    func text(of index: Int) -> String? {
        let entry = entries[index]
        let contents = UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.end)])
        guard entry.kind == .escapedString else { return JSONTape.string(validating: contents) }
        return JSONTape.unescaped(contents)
    }

    /// The entry of the value of an object's first member with this key, nil when it has none. The
    /// key's bytes are read once and each member's compared with them (its length first); a key
    /// written with escapes is compared as its text.
    func value(in object: Int, forKey name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            var position = object + 1
            for _ in 0..<Int(entries[object].end) {
                let key = entries[position]
                if key.kind == .string {
                    if Int(key.end - key.start) == wanted.count {
                        var index = 0
                        var offset = Int(key.start)
                        while index < wanted.count, bytes[offset] == wanted[index] {
                            index += 1
                            offset += 1
                        }
                        if index == wanted.count { return position + 1 }
                    }
                } else if text(of: position) == String(decoding: wanted, as: UTF8.self) {
                    return position + 1
                }
                position = Int(entries[position + 1].next)
            }
            return nil
        }
    }

    // MARK: Reading

    /// The entries read so far.
    private struct Builder {
        /// The most containers open at once.
        let maximumDepth: Int
        var entries: [Entry] = []

        /// Reads one value and its children, iteratively (the depth is limited, not the stack).
        mutating func read(_ reader: inout Reader) throws(NotJSON) {
            // Open containers: the index of each one's entry, and whether it is an object.
            var open: [(entry: Int, isObject: Bool)] = []
            var expectingKey = false
            while true {
                reader.skipWhitespace()
                if let container = open.last, reader.peek == (container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    reader.index += 1
                    close(container.entry)
                    open.removeLast()
                    guard try continueAfterValue(&reader, in: open, expectingKey: &expectingKey) else { return }
                    continue
                }
                if expectingKey {
                    guard reader.peek == UInt8(ascii: "\"") else { throw NotJSON() }
                    try readString(&reader)
                    reader.skipWhitespace()
                    guard reader.peek == UInt8(ascii: ":") else { throw NotJSON() }
                    reader.index += 1
                    reader.skipWhitespace()
                    expectingKey = false
                }
                guard let byte = reader.peek else { throw NotJSON() }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < maximumDepth else { throw NotJSON() }
                    let isObject = byte == UInt8(ascii: "{")
                    open.append((entries.count, isObject))
                    entries.append(Entry(kind: isObject ? .object : .array, start: UInt32(reader.index), end: 0, next: 0))
                    reader.index += 1
                    reader.skipWhitespace()
                    if reader.peek == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { continue }
                    expectingKey = isObject
                    continue
                case UInt8(ascii: "\""): try readString(&reader)
                case UInt8(ascii: "t"): try readLiteral("true", .true, &reader)
                case UInt8(ascii: "f"): try readLiteral("false", .false, &reader)
                case UInt8(ascii: "n"): try readLiteral("null", .null, &reader)
                default: try readNumber(&reader)
                }
                guard try continueAfterValue(&reader, in: open, expectingKey: &expectingKey) else { return }
            }
        }

        /// After a value: false at the end of the document; otherwise past a comma, if any, ready for
        /// the next member or element (or the container's end, tried first by the loop).
        mutating func continueAfterValue(
            _ reader: inout Reader, in open: [(entry: Int, isObject: Bool)], expectingKey: inout Bool
        ) throws(NotJSON) -> Bool {
            guard let container = open.last else { return false }
            entries[container.entry].end += 1
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: ",") {
                reader.index += 1
                reader.skipWhitespace()
                // A trailing comma is let through: the loop closes the container next.
                let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                expectingKey = container.isObject && reader.peek != closing
                return true
            }
            guard reader.peek == (container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw NotJSON() }
            return true
        }

        mutating func close(_ container: Int) {
            entries[container].next = UInt32(entries.count)
        }

        mutating func append(_ kind: Kind, from start: Int, to end: Int) {
            entries.append(Entry(kind: kind, start: UInt32(start), end: UInt32(end), next: UInt32(entries.count + 1)))
        }

        mutating func readString(_ reader: inout Reader) throws(NotJSON) {
            reader.index += 1
            let start = reader.index
            var escaped = false
            while true {
                // The run of plain characters first: eight bytes at a time while none of them is a
                // quote, a backslash or a control character, then byte by byte.
                let bytes = reader.bytes
                var index = reader.index
                if let base = bytes.baseAddress {
                    while index + 8 <= bytes.count {
                        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        if JSONTape.hasByte(below: 0x20, in: word) || JSONTape.hasByte(0x22, in: word)
                            || JSONTape.hasByte(0x5C, in: word)
                        {
                            break
                        }
                        index += 8
                    }
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    index += 1
                }
                reader.index = index
                guard let byte = reader.peek else { break }
                switch byte {
                case UInt8(ascii: "\""):
                    append(escaped ? .escapedString : .string, from: start, to: reader.index)
                    reader.index += 1
                    return
                case UInt8(ascii: "\\"):
                    escaped = true
                    reader.index += 1
                    guard let escape = reader.peek else { throw NotJSON() }
                    if escape == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            reader.index += 1
                            guard let digit = reader.peek, JSONTape.hexValue(digit) != nil else { throw NotJSON() }
                        }
                    } else if !JSONTape.isSingleLetterEscape(escape) {
                        throw NotJSON()
                    }
                    reader.index += 1
                case 0..<0x20:
                    throw NotJSON()
                default:
                    reader.index += 1
                }
            }
            throw NotJSON()
        }

        mutating func readLiteral(_ word: StaticString, _ kind: Kind, _ reader: inout Reader) throws(NotJSON) {
            let start = reader.index
            for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
                guard reader.peek == byte else { throw NotJSON() }
                reader.index += 1
            }
            append(kind, from: start, to: reader.index)
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func readNumber(_ reader: inout Reader) throws(NotJSON) {
            let start = reader.index
            func digits(_ reader: inout Reader) throws(NotJSON) {
                guard let first = reader.peek, (0x30...0x39).contains(first) else { throw NotJSON() }
                while let byte = reader.peek, (0x30...0x39).contains(byte) { reader.index += 1 }
            }
            if reader.peek == UInt8(ascii: "-") { reader.index += 1 }
            if reader.peek == UInt8(ascii: "0") {
                reader.index += 1
            } else {
                try digits(&reader)
            }
            if reader.peek == UInt8(ascii: ".") {
                reader.index += 1
                try digits(&reader)
            }
            if reader.peek == UInt8(ascii: "e") || reader.peek == UInt8(ascii: "E") {
                reader.index += 1
                if reader.peek == UInt8(ascii: "+") || reader.peek == UInt8(ascii: "-") { reader.index += 1 }
                try digits(&reader)
            }
            append(.number, from: start, to: reader.index)
        }
    }

    // MARK: Bytes in a word

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of a word's eight bytes is below `limit` (at most 128): subtracting it from each
    /// byte borrows into the high bit of a byte that was below it (and was not already 128 or more).
    fileprivate static func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & highBits != 0
    }

    /// Whether any of a word's eight bytes is `byte`.
    fileprivate static func hasByte(_ byte: UInt64, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* byte))
    }

    // MARK: Escapes

    /// Whether a byte after a backslash makes an escape by itself: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`,
    /// `\r` or `\t`.
    fileprivate static func isSingleLetterEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            true
        default: false
        }
    }

    fileprivate static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// The text of a string's contents with its escapes read (checked as UTF-8; a `\u` escape of
    /// half a surrogate pair without its other half is refused, as Foundation refuses it).
    private static func unescaped(_ contents: UnsafeBufferPointer<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(contents.count)
        var index = contents.startIndex
        func hex4(at position: Int) -> UInt32? {
            guard position + 4 <= contents.endIndex else { return nil }
            var value: UInt32 = 0
            for byte in contents[position..<position + 4] {
                guard let digit = hexValue(byte) else { return nil }
                value = value << 4 | digit
            }
            return value
        }
        while index < contents.endIndex {
            var run = index
            while run < contents.endIndex, contents[run] != UInt8(ascii: "\\") { run += 1 }
            if run > index {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: contents[index..<run]))
                index = run
                continue
            }
            let escape = contents[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(at: index) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 6 <= contents.endIndex, contents[index] == UInt8(ascii: "\\"),
                        contents[index + 1] == UInt8(ascii: "u"), let low = hex4(at: index + 2),
                        (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let character = Unicode.Scalar(scalar) else { return nil }
                output.append(contentsOf: String(character).utf8)
            default: output.append(escape)
            }
        }
        return output.withUnsafeBufferPointer(JSONTape.string(validating:))
    }

    /// The text of bytes that must be UTF-8, nil when they are not. Bytes that are all ASCII (most
    /// of a sync's texts: identifiers, dates, titles) are made a string without the standard
    /// library's validation, whose generic code looks up type metadata at every call (about a
    /// thousand instructions a string); any other bytes are validated.
    private static func string(validating contents: UnsafeBufferPointer<UInt8>) -> String? {
        isASCII(contents) ? String(decoding: contents, as: UTF8.self) : String(validating: contents, as: UTF8.self)
    }

    /// Whether every byte is below 0x80, read eight at a time.
    private static func isASCII(_ contents: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = contents.baseAddress else { return true }
        var index = 0
        while index + 8 <= contents.count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highBits != 0 { return false }
            index += 8
        }
        while index < contents.count {
            if contents[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// A position in the bytes.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }
    }
}
