import ConbookCore

/// Reads a Eurofurence `Sync` response a window at a time (`JSONByteWindow`): each entity's bytes are
/// read into a tape of their own, decoded and mapped before the next entity is read, so that neither
/// the document's bytes nor a tape of all of them is ever held whole, only the entities they become.
///
/// It gives exactly the response `EurofurenceSyncDecoder.decodeWhole(_:)` gives for the same bytes, or
/// nothing: on anything it does not read as the whole decode reads it (a syntax error, a missing or
/// wrong field, a node that is null, a read that failed, a document of 4 GiB or more) it stops with
/// `CannotStream`, and its caller decodes the bytes whole, which says what is wrong in the whole
/// decode's words. The rules it keeps alike: a key given twice is read the first time (its later
/// values are still checked as JSON), a trailing comma may come before `}` or `]`, white space is
/// read only between tokens, nesting is limited as in the whole document (each value read knows how
/// deep it is), and nothing but white space may follow the response.
struct EurofurenceSyncStreamReader {
    /// The bytes could not be read as the whole decode reads them.
    struct CannotStream: Error {}

    private let window: JSONByteWindow
    private let mapper = EurofurenceEntityMapper()

    /// A reader of the response in a window's input.
    init(window: JSONByteWindow) {
        self.window = window
    }

    /// The response, read to the input's end.
    func read() throws(CannotStream) -> SyncResponse {
        var conventionIdentifier: String?
        var currentDateTimeUtc: String?
        var state: String??
        var appConfig: [String: String]??
        var nodes: [String: EurofurenceWire.Response.DecodedNode] = [:]
        let readers = Self.nodeReaders
        try members(depth: 0) { key throws(CannotStream) in
            switch key {
            case "ConventionIdentifier" where conventionIdentifier == nil:
                conventionIdentifier = try decoded(String.self, depth: 1)
            case "CurrentDateTimeUtc" where currentDateTimeUtc == nil:
                currentDateTimeUtc = try decoded(String.self, depth: 1)
            case "State" where state == nil:
                state = .some(try decodedUnlessNull(String.self, depth: 1))
            case "AppConfig" where appConfig == nil:
                appConfig = .some(
                    try decodedUnlessNull([String: EurofurenceWire.AppConfigValue].self, depth: 1)?
                        .compactMapValues(\.text))
            case let key? where nodes[key] == nil && readers[key] != nil:
                nodes[key] = try readers[key]?.read(self)
            default:
                try skipValue(depth: 1)
            }
        }
        guard peek() == nil, !window.readFailed, window.bytesRead < Int(UInt32.max),
            let conventionIdentifier, let currentDateTimeUtc
        else { throw CannotStream() }
        var ordered: [EurofurenceWire.Response.DecodedNode] = []
        for reader in Self.nodeReaderList {
            if let node = nodes[reader.name] {
                ordered.append(node)
            } else if reader.isRequired {
                throw CannotStream()
            }
        }
        let wire = EurofurenceWire.Response(
            conventionIdentifier: conventionIdentifier, currentDateTimeUtc: currentDateTimeUtc, state: state ?? nil,
            appConfig: appConfig ?? nil, nodes: ordered)
        do {
            return try mapper.syncResponse(from: wire)
        } catch {
            throw CannotStream()
        }
    }

    // MARK: Nodes

    /// How one kind's node is read: its key, whether a response must have it, and the reading.
    private struct NodeReader: Sendable {
        let name: String
        let isRequired: Bool
        let read: @Sendable (EurofurenceSyncStreamReader) throws(CannotStream) -> EurofurenceWire.Response.DecodedNode
    }

    /// A reader per kind the Eurofurence API carries, in the order of `ConventionKinds.all`.
    private static let nodeReaderList: [NodeReader] = ConventionKinds.all.compactMap { kind in
        guard let synced = kind.entityType as? any EurofurenceSyncedKind.Type else { return nil }
        return nodeReader(of: synced)
    }

    private static let nodeReaders = Dictionary(
        nodeReaderList.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    private static func nodeReader<Kind: EurofurenceSyncedKind>(of kind: Kind.Type) -> NodeReader {
        NodeReader(name: Kind.eurofurenceNode, isRequired: Kind.isEurofurenceNodeRequired) {
            reader throws(CannotStream) in try reader.node(of: Kind.self)
        }
    }

    /// A kind's node `{RemoveAllBeforeInsert, ChangedEntities, DeletedEntities}`, its entities mapped
    /// as they are read. A node that is null is left to the whole decode.
    private func node<Kind: EurofurenceSyncedKind>(
        of kind: Kind.Type
    ) throws(CannotStream)
        -> EurofurenceWire.Response.DecodedNode
    {
        guard peek() == UInt8(ascii: "{") else { throw CannotStream() }
        var removeAllBeforeInsert: Bool?
        var changed: [Kind]?
        var deletedIdentifiers: [String]?
        try members(depth: 1) { key throws(CannotStream) in
            switch key {
            case "RemoveAllBeforeInsert" where removeAllBeforeInsert == nil:
                removeAllBeforeInsert = try decoded(Bool.self, depth: 2)
            case "ChangedEntities" where changed == nil:
                changed = try changedEntities(of: Kind.self)
            case "DeletedEntities" where deletedIdentifiers == nil:
                deletedIdentifiers = try decodedUnlessNull([String].self, depth: 2) ?? []
            default:
                try skipValue(depth: 2)
            }
        }
        guard let removeAllBeforeInsert else { throw CannotStream() }
        let deleted: [Kind.ID]
        do {
            deleted = try mapper.deletedIdentifiers(deletedIdentifiers ?? [], node: Kind.eurofurenceNode)
        } catch {
            throw CannotStream()
        }
        let changes = EntityChanges(removeAllBeforeInsert: removeAllBeforeInsert, changed: changed ?? [], deleted: deleted)
        return EurofurenceWire.Response.DecodedNode { _, response in response[Kind.self] = changes }
    }

    /// `ChangedEntities`: null (none), or an array whose entities are read, decoded and mapped one at
    /// a time.
    private func changedEntities<Kind: EurofurenceSyncedKind>(of kind: Kind.Type) throws(CannotStream) -> [Kind] {
        guard peek() == UInt8(ascii: "[") else {
            guard try value(depth: 2, { tape in tape.entries[0].kind == .null }) else { throw CannotStream() }
            return []
        }
        window.consume(1)
        var entities: [Kind] = []
        while true {
            guard let next = peek() else { throw CannotStream() }
            if next == UInt8(ascii: "]") {
                window.consume(1)
                return entities
            }
            let entity = try value(depth: 3) { tape throws(CannotStream) in
                do {
                    // The stream's errors are never shown (the whole decode says them), so no path
                    // naming the entity (`Events[3]`) is put together for each one.
                    return try Kind.fromEurofurence(
                        try Self.decode(Kind.Wire.self, from: tape), at: Kind.eurofurenceNode, mapper: mapper)
                } catch {
                    throw CannotStream()
                }
            }
            entities.append(entity)
            try separator(closing: UInt8(ascii: "]"))
        }
    }

    // MARK: JSON a window at a time

    /// An object's members: `{`, then each key given to `member`, which reads its value, to `}`.
    /// `depth` is the object's own.
    private func members(depth: Int, _ member: (String?) throws(CannotStream) -> Void) throws(CannotStream) {
        guard peek() == UInt8(ascii: "{") else { throw CannotStream() }
        window.consume(1)
        while true {
            guard let next = peek() else { throw CannotStream() }
            if next == UInt8(ascii: "}") {
                window.consume(1)
                return
            }
            // A key that is not UTF-8 text names nothing (nil): its value is stepped over.
            let key = try value(depth: depth + 1) { tape throws(CannotStream) in
                guard tape.entries[0].kind == .string || tape.entries[0].kind == .escapedString else {
                    throw CannotStream()
                }
                return tape.text(of: 0)
            }
            guard peek() == UInt8(ascii: ":") else { throw CannotStream() }
            window.consume(1)
            try member(key)
            try separator(closing: UInt8(ascii: "}"))
        }
    }

    /// After a member or an element: a comma, or the container's end (left for the loop to read).
    private func separator(closing: UInt8) throws(CannotStream) {
        switch peek() {
        case UInt8(ascii: ","): window.consume(1)
        case closing: return
        default: throw CannotStream()
        }
    }

    /// A value's decoding, as the whole decode does it.
    private func decoded<Value: Decodable>(_ type: Value.Type, depth: Int) throws(CannotStream) -> Value {
        try value(depth: depth) { tape throws(CannotStream) in try Self.decode(type, from: tape) }
    }

    /// A value's decoding, nil for null (as `decodeIfPresent` reads a member that is there).
    private func decodedUnlessNull<Value: Decodable>(_ type: Value.Type, depth: Int) throws(CannotStream) -> Value? {
        try value(depth: depth) { tape throws(CannotStream) in
            tape.entries[0].kind == .null ? nil : try Self.decode(type, from: tape)
        }
    }

    /// The value of a tape, decoded by the whole decode's `JSONTapeDecoder`.
    private static func decode<Value: Decodable>(_ type: Value.Type, from tape: JSONTape) throws(CannotStream) -> Value {
        do {
            return try TapeValueDecoder(tape: tape, index: 0, codingPath: []).decode(type)
        } catch {
            throw CannotStream()
        }
    }

    /// A value that is not read, still checked as JSON.
    private func skipValue(depth: Int) throws(CannotStream) {
        try value(depth: depth) { _ in }
    }

    /// The next value, whole in the window (more read until it is), given to `body` as a tape over
    /// the window's bytes (valid only in `body`), then moved past. `depth` is how many containers
    /// hold it in the document.
    private func value<Result>(
        depth: Int, _ body: (JSONTape) throws(CannotStream) -> Result
    ) throws(CannotStream) -> Result {
        while true {
            let bytes = window.unread
            var tape: JSONTape?
            do {
                tape = try JSONTape(valueAtStartOf: bytes, depth: depth)
            } catch .notJSON {
                throw CannotStream()
            } catch {
                tape = nil  // it ended early: more bytes may complete it
            }
            // A value that reaches the window's end may go on after it (a number), unless the input has ended.
            if let tape, tape.length < bytes.count || window.isAtEndOfInput {
                let result = try body(tape)
                window.consume(tape.length)
                return result
            }
            if window.isAtEndOfInput { throw CannotStream() }
            _ = window.readMore()
        }
    }

    /// The next byte after white space, nil at the input's end.
    private func peek() -> UInt8? {
        while true {
            let bytes = window.unread
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09:
                    index += 1
                default:
                    window.consume(index)
                    return bytes[index]
                }
            }
            window.consume(index)
            guard window.readMore() else { return nil }
        }
    }
}
