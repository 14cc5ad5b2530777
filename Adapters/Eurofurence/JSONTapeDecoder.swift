/// Decodes `Decodable` values from JSON through a `JSONTape`: the document is read once into
/// entries, and each value is decoded from its bytes when asked for, an object's members found by
/// comparing their keys' bytes, a value not asked for stepped over whole.
///
/// It stands in for Foundation's `JSONDecoder` where a document is large (a full sync of 100,000
/// events is 146 MiB): it throws the same `DecodingError`s, with the same coding paths and the
/// same words, so `DecodingErrorDescription` reads them alike; a document that is not JSON is a
/// `DecodingError.dataCorrupted` with an empty coding path, which `JSONSyntaxDiagnosis` explains.
/// Where a key appears twice in an object, the first is read.
struct JSONTapeDecoder {
    /// Decodes a value of a type from a whole document. Its bytes are read in place, not copied: a
    /// value that keeps a container to decode from later (as `EurofurenceWire.Node` keeps its
    /// entities) may be used only while they are lent.
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws -> Value {
        let tape: JSONTape
        do {
            tape = try JSONTape(bytes.assumingMemoryBound(to: UInt8.self))
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
        }
        return try TapeValueDecoder(tape: tape, index: 0, codingPath: []).decode(Value.self)
    }
}

/// A position in an array, as a coding key (`Events[3]`).
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// The decoder of one value of a tape.
struct TapeValueDecoder: Decoder, SingleValueDecodingContainer {
    let tape: JSONTape
    let index: Int
    /// The path of the container the value is in, and the value's key in it (the path is put
    /// together only when asked for: most values are decoded without ever needing it).
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    init(tape: JSONTape, index: Int, codingPath: [any CodingKey], key: (any CodingKey)? = nil) {
        self.tape = tape
        self.index = index
        parentPath = codingPath
        self.key = key
    }

    var entry: JSONTape.Entry { tape.entries[index] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard entry.kind == .object else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(tape: tape, object: index, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard entry.kind == .array else { throw mismatch([Any].self) }
        return TapeUnkeyedContainer(tape: tape, array: index, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { entry.kind == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch entry.kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(type)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        guard entry.kind == .string || entry.kind == .escapedString else { throw mismatch(type) }
        guard let text = tape.text(of: index) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid string: not UTF-8 text."))
        }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard entry.kind == .number else { throw mismatch(type) }
        guard let number = Double(numberText), number.isFinite else { throw notRepresentable(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float {
        let number = try decode(Double.self)
        let float = Float(number)
        guard float.isFinite else { throw notRepresentable(type) }
        return float
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if type == String.self, let text = try decode(String.self) as? Value { return text }
        return try Value(from: self)
    }

    /// An integer as written, or a number with a fraction or an exponent that is exactly one.
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard entry.kind == .number else { throw mismatch(type) }
        let text = numberText
        if let integer = Integer(text) { return integer }
        guard let number = Double(text), let integer = Integer(exactly: number) else { throw notRepresentable(type) }
        return integer
    }

    private var numberText: String {
        String(decoding: tape.bytes[Int(entry.start)..<Int(entry.end)], as: UTF8.self)
    }

    private func notRepresentable(_ type: Any.Type) -> DecodingError {
        .dataCorrupted(
            .init(codingPath: codingPath, debugDescription: "Parsed JSON number <\(numberText)> does not fit in \(type)."))
    }

    /// Foundation's words: `Expected to decode String but found number instead.`
    func mismatch(_ type: Any.Type) -> DecodingError {
        let found =
            switch entry.kind {
            case .object: "a dictionary"
            case .array: "an array"
            case .string, .escapedString: "a string"
            case .number: "number"
            case .true, .false: "bool"
            case .null: "null"
            }
        if entry.kind == .null {
            return .valueNotFound(
                type,
                .init(codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return .typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }
}

/// The members of an object, found by their keys' bytes.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: JSONTape
    let object: Int
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
        members.compactMap { tape.text(of: $0.key).flatMap(Key.init(stringValue:)) }
    }

    /// The entry of each member's key and value.
    private var members: [(key: Int, value: Int)] {
        var found: [(key: Int, value: Int)] = []
        var position = object + 1
        for _ in 0..<Int(tape.entries[object].end) {
            found.append((position, position + 1))
            position = Int(tape.entries[position + 1].next)
        }
        return found
    }

    /// The entry of a key's value, if the object has the key.
    private func value(of key: Key) -> Int? {
        tape.value(in: object, forKey: key.stringValue)
    }

    func contains(_ key: Key) -> Bool { value(of: key) != nil }

    private func decoder(for key: Key) throws -> TapeValueDecoder {
        guard let index = value(of: key) else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return TapeValueDecoder(tape: tape, index: index, codingPath: codingPath, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decoder(for: key).decode(type)
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let index = value(of: key), tape.entries[index].kind != .null else { return nil }
        return try TapeValueDecoder(tape: tape, index: index, codingPath: codingPath, key: key).decode(type)
    }

    // The commonest fields, read without going through `Decodable`.

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = value(of: key), tape.entries[index].kind != .null else { return nil }
        return try TapeValueDecoder(tape: tape, index: index, codingPath: codingPath, key: key).decode(type)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = value(of: key), tape.entries[index].kind != .null else { return nil }
        return try TapeValueDecoder(tape: tape, index: index, codingPath: codingPath, key: key).decode(type)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let index = value(of: key), tape.entries[index].kind != .null else { return nil }
        return try TapeValueDecoder(tape: tape, index: index, codingPath: codingPath, key: key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TapeValueDecoder(tape: tape, index: object, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

/// The elements of an array, one after the other.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: JSONTape
    let codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0
    /// The entry of the current element.
    private var position: Int

    init(tape: JSONTape, array: Int, codingPath: [any CodingKey]) {
        self.tape = tape
        self.codingPath = codingPath
        count = Int(tape.entries[array].end)
        position = array + 1
    }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The decoder of the current element, the container moved past it.
    private mutating func next(_ type: Any.Type) throws -> TapeValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(codingPath: codingPath + [JSONIndexKey(currentIndex)], debugDescription: "Unkeyed container is at end."))
        }
        let decoder = TapeValueDecoder(tape: tape, index: position, codingPath: codingPath, key: JSONIndexKey(currentIndex))
        position = Int(tape.entries[position].next)
        currentIndex += 1
        return decoder
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, tape.entries[position].kind == .null else {
            if isAtEnd { _ = try next(Never.self) }  // throws: nothing is left
            return false
        }
        _ = try next(Never.self)
        return true
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try next(type).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}
