import Foundation

/// Lists the keys of one object in a JSON document, with the first byte of each key's value
/// (`{`, `[`, `"`, a digit…), in one pass over the bytes that builds no values. Used to tell
/// formats apart cheaply. Not a validator: on malformed input it returns what it found so far.
enum JSONKeyScan {
    /// A step of the path to the object: a key of an object or a position in a list.
    enum Step: Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The keys of the object at `path` (`[]` for the top level), each with its value's first byte.
    static func keys(of data: Data, at path: [Step]) -> [String: UInt8] {
        scan(of: data, at: path).keys
    }

    /// The keys of the object at `path`, and whether the document went on to its end (false: it
    /// was cut short before the object closed, so more keys may have followed).
    static func scan(of data: Data, at path: [Step]) -> (keys: [String: UInt8], isComplete: Bool) {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), target: path)
            let keys = scanner.run()
            return (keys, scanner.isComplete)
        }
    }

    private struct Frame {
        var isObject: Bool
        /// The key whose value comes next (objects), or the position of the next value (lists).
        var step: Step?
        var position = 0
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let target: [Step]
        var stack: [Frame] = []
        var found: [String: UInt8] = [:]
        /// Whether the object asked for (or the whole document) was closed.
        var isComplete = false
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>, target: [Step]) {
            self.bytes = bytes
            self.target = target
        }

        /// Whether the innermost open object is the one asked for.
        private var atTarget: Bool {
            guard stack.count == target.count + 1, stack.last?.isObject == true else { return false }
            for (depth, step) in target.enumerated() where stack[depth].step != step { return false }
            return true
        }

        mutating func run() -> [String: UInt8] {
            var expectingKey = false
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let start = index + 1
                    index = start
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if expectingKey, !stack.isEmpty {
                        let key = String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)]), as: UTF8.self)
                        stack[stack.count - 1].step = .key(key)
                        expectingKey = false
                        if atTarget, let first = firstValueByte(after: index + 1) { found[key] = first }
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if let last = stack.last, !last.isObject {
                        stack[stack.count - 1].step = .index(last.position)
                    }
                    stack.append(Frame(isObject: byte == UInt8(ascii: "{"), step: nil))
                    expectingKey = byte == UInt8(ascii: "{")
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if atTarget || stack.count == 1 {
                        isComplete = true
                        return found
                    }
                    stack.removeLast()
                case UInt8(ascii: ","):
                    if let last = stack.last {
                        expectingKey = last.isObject
                        if !last.isObject { stack[stack.count - 1].position += 1 }
                    }
                default:
                    break
                }
                index += 1
            }
            return found
        }

        /// The first byte of the value after a key's closing quote (past the colon and spaces).
        private func firstValueByte(after offset: Int) -> UInt8? {
            var position = offset
            while position < bytes.count {
                let byte = bytes[position]
                if byte != UInt8(ascii: ":") && byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return byte }
                position += 1
            }
            return nil
        }
    }
}
