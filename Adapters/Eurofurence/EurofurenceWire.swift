import ConbookCore

/// The Eurofurence API v2 `Sync` response as it is on the wire, before any validation.
///
/// Fields the Core needs are non-optional so that Foundation names what is missing; dates stay
/// text here and are read by `ISO8601Timestamp` in `EurofurenceEntityMapper`, which knows
/// where each one is for its error message. Unknown fields are ignored.
enum EurofurenceWire {
    /// The whole response: the convention, the server's time, its state, and a node per kind that
    /// the Eurofurence API carries (`EurofurenceSyncedKind`).
    struct Response: Decodable {
        var conventionIdentifier: String
        var currentDateTimeUtc: String
        var state: String?
        /// `AppConfig` (since 2026): text by key; nil when absent.
        var appConfig: [String: String]?
        /// The nodes of the response, in the order of `ConventionKinds.all`.
        var nodes: [DecodedNode]

        /// A kind's node as sent (nil when absent), and how it becomes the Core's changes.
        struct DecodedNode {
            /// Puts the node's changes, checked, into a response.
            let apply: (EurofurenceEntityMapper, inout SyncResponse) throws(ConventionAPIError) -> Void
        }

        /// A response from its parts, as `EurofurenceSyncStreamReader` reads them.
        init(
            conventionIdentifier: String, currentDateTimeUtc: String, state: String?, appConfig: [String: String]?,
            nodes: [DecodedNode]
        ) {
            self.conventionIdentifier = conventionIdentifier
            self.currentDateTimeUtc = currentDateTimeUtc
            self.state = state
            self.appConfig = appConfig
            self.nodes = nodes
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            conventionIdentifier = try container.decode(String.self, forKey: Key("ConventionIdentifier"))
            currentDateTimeUtc = try container.decode(String.self, forKey: Key("CurrentDateTimeUtc"))
            nodes = []
            for kind in ConventionKinds.all {
                if let synced = kind.entityType as? any EurofurenceSyncedKind.Type {
                    nodes.append(try Self.node(of: synced, in: container))
                }
            }
            state = try container.decodeIfPresent(String.self, forKey: Key("State"))
            appConfig = try container.decodeIfPresent([String: AppConfigValue].self, forKey: Key("AppConfig"))?
                .compactMapValues(\.text)
        }

        private static func node<Kind: EurofurenceSyncedKind>(
            of kind: Kind.Type, in container: KeyedDecodingContainer<Key>
        ) throws -> DecodedNode {
            let key = Key(Kind.eurofurenceNode)
            let node =
                Kind.isEurofurenceNodeRequired
                ? try container.decode(Node<Kind.Wire>.self, forKey: key)
                : try container.decodeIfPresent(Node<Kind.Wire>.self, forKey: key)
            return DecodedNode { mapper, response throws(ConventionAPIError) in
                guard let node else { return }
                response[Kind.self] = try mapper.changes(node, node: Kind.eurofurenceNode) {
                    wire, path throws(ConventionAPIError) in
                    try Kind.fromEurofurence(wire, at: path, mapper: mapper)
                }
            }
        }

        /// A key of the response's object.
        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }

            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.init(stringValue) }
            init?(intValue: Int) { nil }
        }
    }

    /// A value of `AppConfig`: text as the server sends it (a number or a truth value is kept as
    /// its text; null or anything else is left out).
    struct AppConfigValue: Decodable {
        var text: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let bool = try? container.decode(Bool.self) {
                text = bool ? "True" : "False"
            } else if let number = try? container.decode(Double.self) {
                text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            } else {
                text = nil
            }
        }
    }

    /// One kind of entity's changes. Missing or null entity lists count as empty.
    ///
    /// The changed entities are decoded one at a time (`nextChanged()`), each as it is mapped to the
    /// Core's, so that a sync's wire values never all exist at once beside what they become.
    struct Node<Entity: Decodable>: Decodable {
        var removeAllBeforeInsert: Bool
        /// The changed entities not decoded yet.
        private var changed: (any UnkeyedDecodingContainer)?
        var deletedEntities: [String]

        /// How many entities changed.
        var changedCount: Int { changed?.count ?? 0 }

        /// The next changed entity, or nil after the last.
        mutating func nextChanged() throws(ConventionAPIError) -> Entity? {
            guard changed?.isAtEnd == false else { return nil }
            do {
                return try changed?.decode(Entity.self)
            } catch {
                // The syntax was checked when the tape was read: what is left is the shape.
                let shape = (error as? DecodingError).flatMap(DecodingErrorDescription.init)
                throw .malformed(shape?.message ?? "it could not be decoded (\(error))")
            }
        }

        enum CodingKeys: String, CodingKey {
            case removeAllBeforeInsert = "RemoveAllBeforeInsert"
            case changedEntities = "ChangedEntities"
            case deletedEntities = "DeletedEntities"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            removeAllBeforeInsert = try container.decode(Bool.self, forKey: .removeAllBeforeInsert)
            if container.contains(.changedEntities), try !container.decodeNil(forKey: .changedEntities) {
                changed = try container.nestedUnkeyedContainer(forKey: .changedEntities)
            }
            deletedEntities = try container.decodeIfPresent([String].self, forKey: .deletedEntities) ?? []
        }
    }
}
