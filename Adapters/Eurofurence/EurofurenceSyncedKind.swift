import ConbookCore

/// A kind the Eurofurence `Sync` response carries: the node it comes in, its form on the wire, and
/// how that form becomes the Core's entity.
///
/// A kind conforms in the file of its wire form (`EurofurenceWire+Knowledge.swift`), and nothing
/// else lists it: the response reads the node of every kind of `ConventionKinds.all` that conforms
/// (`EurofurenceWire.Response`), in that order.
protocol EurofurenceSyncedKind: SyncedEntity {
    /// The entity as the server writes it, before any check.
    associatedtype Wire: Decodable

    /// The node's key in the response, e.g. `KnowledgeEntries`.
    static var eurofurenceNode: String { get }

    /// Whether a response without the node is malformed (the six nodes every Eurofurence server
    /// has sent); otherwise a missing node means no change to the kind.
    static var isEurofurenceNodeRequired: Bool { get }

    /// The entity of a wire value, checked; `path` names it in errors (`KnowledgeEntries[3]`).
    static func fromEurofurence(
        _ wire: Wire, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Self
}

extension EurofurenceSyncedKind {
    static var isEurofurenceNodeRequired: Bool { false }
}
