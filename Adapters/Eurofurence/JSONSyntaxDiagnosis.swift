/// Explains why bytes are not valid JSON, after Foundation's parser refused them without saying why.
///
/// Used only on the failure path, so its cost never touches a good sync. It tells apart data that
/// ends early (a cut-off download: `.endsEarly`), data that is not JSON at all (an HTML error
/// page: `.notJSON`) and JSON with a mistake somewhere (`.unexpected` with line and column).
/// Like Foundation's parser, it accepts a trailing comma before `}` or `]`.
package struct JSONSyntaxDiagnosis {
    /// What is wrong with the bytes.
    enum Finding: Equatable {
        /// Nothing is wrong with the syntax (the parser refused it for another reason).
        case valid
        /// There are no bytes, or only white space.
        case empty
        /// The text does not start like a JSON document (with `{` or `[`), e.g. an HTML page.
        case notJSON(start: String)
        /// The text stops in the middle of the document.
        case endsEarly(byteCount: Int)
        /// A character that does not fit where it is.
        case unexpected(found: String, expected: String, line: Int, column: Int)
        /// The bytes are not UTF-8 text.
        case notUTF8
        /// Arrays and objects are nested deeper than the parser accepts.
        case tooDeep
    }

    private static let maximumDepth = 512

    /// Diagnoses a document.
    static func diagnose(_ bytes: [UInt8]) -> Finding {
        var scanner = Scanner(bytes: bytes)
        do throws(Failure) {
            scanner.skipWhitespace()
            guard scanner.index < bytes.count else { return .empty }
            guard scanner.opensContainer else {
                // A scalar document that Foundation refused cannot be good JSON either: the text
                // is something else (e.g. `this is not json` is no `true`).
                return .notJSON(start: snippet(of: bytes))
            }
            try scanner.scanValue(depth: 0)
            scanner.skipWhitespace()
            if scanner.index < bytes.count {
                throw scanner.unexpected(expecting: "the end of the document")
            }
        } catch {
            return error.finding
        }
        return String(validating: bytes, as: UTF8.self) == nil ? .notUTF8 : .valid
    }

    /// Whether the bytes are one well-formed JSON document: every token read and checked, no value
    /// built. The fastest reading of a sync the package has, which the store benchmark measures
    /// an ingest against (its "bare tokenizing pass").
    package static func isWellFormed(_ bytes: [UInt8]) -> Bool {
        diagnose(bytes) == .valid
    }

    /// The first characters of some bytes, on one line, for a message.
    static func snippet(of bytes: [UInt8], length: Int = 40) -> String {
        let text = String(decoding: bytes.prefix(length * 4), as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace }
        let line = String(trimmed.prefix(length).map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return trimmed.count > length ? line + "…" : line
    }

    private struct Failure: Error {
        var finding: Finding
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// Whether the document starts with `{` or `[`.
        var opensContainer: Bool {
            bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")
        }

        mutating func scanValue(depth: Int) throws(Failure) {
            skipWhitespace()
            guard index < bytes.count else { throw endsEarly }
            switch bytes[index] {
            case UInt8(ascii: "{"): try scanObject(depth: depth + 1)
            case UInt8(ascii: "["): try scanArray(depth: depth + 1)
            case UInt8(ascii: "\""): try scanString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
            case UInt8(ascii: "t"): try scanLiteral("true")
            case UInt8(ascii: "f"): try scanLiteral("false")
            case UInt8(ascii: "n"): try scanLiteral("null")
            default: throw unexpected(expecting: "a value")
            }
        }

        private mutating func scanObject(depth: Int) throws(Failure) {
            guard depth <= JSONSyntaxDiagnosis.maximumDepth else { throw Failure(finding: .tooDeep) }
            index += 1
            skipWhitespace()
            if try skipIfNext("}") { return }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw endsEarly }
                guard bytes[index] == UInt8(ascii: "\"") else { throw unexpected(expecting: "a key in quotes") }
                try scanString()
                skipWhitespace()
                guard try skipIfNext(":") else { throw unexpected(expecting: "':' after a key") }
                try scanValue(depth: depth)
                skipWhitespace()
                if try skipIfNext("}") { return }
                guard try skipIfNext(",") else { throw unexpected(expecting: "',' or '}'") }
                skipWhitespace()
                if try skipIfNext("}") { return }
            }
        }

        private mutating func scanArray(depth: Int) throws(Failure) {
            guard depth <= JSONSyntaxDiagnosis.maximumDepth else { throw Failure(finding: .tooDeep) }
            index += 1
            skipWhitespace()
            if try skipIfNext("]") { return }
            while true {
                try scanValue(depth: depth)
                skipWhitespace()
                if try skipIfNext("]") { return }
                guard try skipIfNext(",") else { throw unexpected(expecting: "',' or ']'") }
                skipWhitespace()
                if try skipIfNext("]") { return }
            }
        }

        private mutating func scanString() throws(Failure) {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    try scanEscape()
                case 0..<0x20:
                    throw unexpected(expecting: "no control character inside a string")
                default:
                    index += 1
                }
            }
            throw endsEarly
        }

        private mutating func scanEscape() throws(Failure) {
            guard index < bytes.count else { throw endsEarly }
            let escaped = bytes[index]
            index += 1
            guard escaped == UInt8(ascii: "u") else {
                guard Array("\"\\/bfnrt".utf8).contains(escaped) else {
                    index -= 1
                    throw unexpected(expecting: "a valid escape after '\\'")
                }
                return
            }
            for _ in 0..<4 {
                guard index < bytes.count else { throw endsEarly }
                guard isHexDigit(bytes[index]) else { throw unexpected(expecting: "four hex digits after '\\u'") }
                index += 1
            }
        }

        private mutating func scanNumber() throws(Failure) {
            _ = skipIfPresent("-")
            try scanDigits()
            if skipIfPresent(".") { try scanDigits() }
            if skipIfPresent("e") || skipIfPresent("E") {
                _ = skipIfPresent("+") || skipIfPresent("-")
                try scanDigits()
            }
        }

        /// Consumes an ASCII character when it comes next; the end of the data is no error here.
        private mutating func skipIfPresent(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        private mutating func scanDigits() throws(Failure) {
            guard index < bytes.count else { throw endsEarly }
            guard isDigit(bytes[index]) else { throw unexpected(expecting: "a digit") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }

        private mutating func scanLiteral(_ literal: String) throws(Failure) {
            for expected in literal.utf8 {
                guard index < bytes.count else { throw endsEarly }
                guard bytes[index] == expected else { throw unexpected(expecting: "'\(literal)'") }
                index += 1
            }
        }

        mutating func skipWhitespace() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
            {
                index += 1
            }
        }

        /// Consumes an ASCII character when it comes next; at the end of the data that is a truncation.
        private mutating func skipIfNext(_ character: Unicode.Scalar) throws(Failure) -> Bool {
            guard index < bytes.count else { throw endsEarly }
            guard bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        private var endsEarly: Failure {
            Failure(finding: .endsEarly(byteCount: bytes.count))
        }

        func unexpected(expecting expected: String) -> Failure {
            var line = 1
            var lineStart = 0
            for position in 0..<index where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
            return Failure(
                finding: .unexpected(
                    found: describeCharacter(at: index), expected: expected, line: line, column: column))
        }

        private func describeCharacter(at position: Int) -> String {
            let byte = bytes[position]
            if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
            if byte == 0x20 { return "a space" }
            if byte < 0x20 { return "control character 0x\(String(byte, radix: 16, uppercase: true))" }
            let text = String(decoding: bytes[position..<min(bytes.count, position + 4)], as: UTF8.self)
            return text.first.map { "'\($0)'" } ?? "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}

extension JSONSyntaxDiagnosis.Finding {
    /// Whether the data looks like a good document cut off: it ends early, or has no content at all.
    var isTruncation: Bool {
        switch self {
        case .empty, .endsEarly: true
        default: false
        }
    }

    /// A sentence part saying what is wrong, e.g. `it is not JSON; it starts with "<html>"`.
    var explanation: String {
        switch self {
        case .valid:
            "the JSON parser refused it although its syntax looks valid (a number out of range?)"
        case .empty:
            "it is empty"
        case .notJSON(let start):
            "it is not JSON; it starts with \"\(start)\""
        case .endsEarly(let byteCount):
            "the JSON ends after \(byteCount) bytes, before the document is complete"
        case .unexpected(let found, let expected, let line, let column):
            "it is not valid JSON: found \(found) at line \(line), column \(column), where \(expected) should be"
        case .notUTF8:
            "it is not UTF-8 text"
        case .tooDeep:
            "it nests arrays and objects more than 512 levels deep"
        }
    }
}
