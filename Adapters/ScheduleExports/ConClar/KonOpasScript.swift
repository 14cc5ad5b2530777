import Foundation

/// Finds the data in KonOpas's JavaScript form (`var program = [...]; var people = [...];`),
/// without running any script: the JSON array assigned to a variable, matched bracket for bracket
/// (strings and comments skipped).
enum KonOpasScript {
    /// Where an array assigned to a variable opens and closes, as byte offsets.
    struct Assignment: Equatable {
        /// The offset of its `[`.
        var open: Int
        /// The offset of its `]`; nil when the array never closes.
        var close: Int?
    }

    /// The programme's array and the name it is assigned to: `program` (KonOpas 0.3 on), else
    /// `prog` (0.1 and 0.2, 2012–13: `prog = [` and `var prog = [`); nil when there is neither.
    static func programAssignment(in data: Data) -> (name: String, assignment: Assignment)? {
        for name in ["program", "prog"] {
            if let found = assignment(named: name, in: data) { return (name, found) }
        }
        return nil
    }

    /// The people's array and the name it is assigned to: `people`, else `participants`
    /// (LoneStarCon 3's KonOpas 0.3); nil when there is neither.
    static func peopleAssignment(in data: Data) -> (name: String, assignment: Assignment)? {
        for name in ["people", "participants"] {
            if let found = assignment(named: name, in: data) { return (name, found) }
        }
        return nil
    }

    /// The first array of a script whatever it is assigned to or wrapped in (a JSONP callback's
    /// parentheses), as ConClár reads a people file; nil when there is none. Its name is `people`.
    static func anyArray(in data: Data) -> (name: String, assignment: Assignment)? {
        data.withUnsafeBytes { raw -> (name: String, assignment: Assignment)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count {
                if let skipped = skipComment(bytes, at: index) {
                    index = skipped
                    continue
                }
                if bytes[index] == UInt8(ascii: "[") {
                    return ("people", Assignment(open: index, close: matchingClose(bytes, from: index)))
                }
                index += 1
            }
            return nil
        }
    }

    /// The first array assigned to `name` (`name = [`, after `var`, `let`, `const`, `window.` or
    /// nothing), closed or not; nil when there is none.
    static func assignment(named name: String, in data: Data) -> Assignment? {
        data.withUnsafeBytes { raw -> Assignment? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let word = Array(name.utf8)
            var index = 0
            while index < bytes.count {
                if let skipped = skipComment(bytes, at: index) {
                    index = skipped
                    continue
                }
                if matches(word, bytes, at: index), index == 0 || !isIdentifierByte(bytes[index - 1]),
                    let open = assignedArrayStart(bytes, after: index + word.count)
                {
                    return Assignment(open: open, close: matchingClose(bytes, from: open))
                }
                index += 1
            }
            return nil
        }
    }

    private static func matches(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + word.count <= bytes.count else { return false }
        for offset in word.indices where bytes[index + offset] != word[offset] { return false }
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// The offset of `[` when `= [` follows (white space allowed around `=`).
    private static func assignedArrayStart(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int? {
        var position = index
        func skipSpace() { while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 } }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
        position += 1
        skipSpace()
        return position < bytes.count && bytes[position] == UInt8(ascii: "[") ? position : nil
    }

    /// The end of a `//` or `/* */` comment starting at `index`; nil when none starts there.
    private static func skipComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count else { return nil }
        var position = index + 2
        switch bytes[index + 1] {
        case UInt8(ascii: "/"):
            while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            return position
        case UInt8(ascii: "*"):
            while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
            {
                position += 1
            }
            return min(position + 2, bytes.count)
        default:
            return nil
        }
    }

    /// The offset of the bracket closing the one at `open`, strings skipped; nil when unclosed.
    private static func matchingClose(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
