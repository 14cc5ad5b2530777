import Foundation

/// Lists the keys of a JSON document's top-level object with one pass over its bytes, skipping
/// nested values without building them. Not a validator: on malformed input it returns what it
/// found so far.
enum JSONTopLevelKeys {
    static func scan(_ data: Data) -> Set<String> {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var keys = Set<String>()
            var depth = 0
            var index = 0
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
                    if depth == 1, expectingKey, index <= bytes.count {
                        keys.insert(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)]), as: UTF8.self)
                        )
                        expectingKey = false
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    expectingKey = depth == 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return keys }
                case UInt8(ascii: ","):
                    expectingKey = depth == 1
                default:
                    break
                }
                index += 1
            }
            return keys
        }
    }
}
