import ConbookCore
import ConbookDownloads
import ConbookTime
import Foundation

/// Maps the decoded wire format to the Core's `SyncResponse`, checking what Foundation cannot:
/// dates, empty identifiers; and applying the Eurofurence conventions (`PanelHosts` is one
/// comma-separated string, missing texts are empty).
///
/// Every error names the node, the position and the field, e.g.
/// `Events[3].StartDateTimeUtc: '2022-13-01' is not an ISO 8601 date`.
struct EurofurenceEntityMapper {
    /// The texts of references, shared (`SharedTexts`).
    private let references = SharedTexts()
    /// The long texts entities repeat, shared (`SharedTexts`).
    private let repeatedTexts = SharedTexts()

    func syncResponse(from wire: EurofurenceWire.Response) throws(ConventionAPIError) -> SyncResponse {
        guard !wire.conventionIdentifier.isEmpty else { throw .malformed("ConventionIdentifier: empty") }
        var response = SyncResponse(
            conventionIdentifier: ConventionIdentifier(wire.conventionIdentifier),
            serverTime: try instant(wire.currentDateTimeUtc, at: "CurrentDateTimeUtc"),
            details: details(from: wire)
        )
        for node in wire.nodes {
            try node.apply(self, &response)
        }
        return response
    }

    /// The publication state and the app configuration, when the response has either.
    private func details(from wire: EurofurenceWire.Response) -> ConventionDetails? {
        let state = PublicationState(sourceWord: wire.state)
        guard state != nil || wire.appConfig != nil else { return nil }
        return ConventionDetails(title: nil, publicationState: state, appConfiguration: wire.appConfig.map(AppConfiguration.init))
    }

    /// A node's changes, each entity mapped and checked (its path, e.g. `Events[3]`, names it in errors).
    func changes<Wire, Entity>(
        _ node: EurofurenceWire.Node<Wire>, node name: String,
        map: (Wire, String) throws(ConventionAPIError) -> Entity
    ) throws(ConventionAPIError) -> EntityChanges<Entity>
    where Entity: SyncedEntity {
        var node = node
        var changed: [Entity] = []
        changed.reserveCapacity(node.changedCount)
        while let entity = try node.nextChanged() {
            changed.append(try map(entity, "\(name)[\(changed.count)]"))
        }
        return EntityChanges(
            removeAllBeforeInsert: node.removeAllBeforeInsert, changed: changed,
            deleted: try deletedIdentifiers(node.deletedEntities, node: name))
    }

    /// A node's `DeletedEntities`, each checked (`Events.DeletedEntities[2]` names one in errors).
    func deletedIdentifiers<Entity>(_ raw: [String], node name: String) throws(ConventionAPIError) -> [Identifier<Entity>] {
        var deleted: [Identifier<Entity>] = []
        deleted.reserveCapacity(raw.count)
        for (index, id) in raw.enumerated() {
            deleted.append(try identifier(id, at: "\(name).DeletedEntities[\(index)]"))
        }
        return deleted
    }

    /// `"A, B"` → `["A", "B"]`: trimmed of Unicode white space, empty names dropped. (Trimmed by
    /// scalar, not through Foundation's character sets, which cost some 20,000 instructions an
    /// event: a tenth of the store's whole save.)
    /// A long text, as one `String` with every equal text of the response (up to a few thousand
    /// different ones): a recurring event's abstract and description repeat word for word (about
    /// half of EF's events share their abstract with another event), and a convention decoded whole
    /// then holds each such text once, as the store keeps it (`event_texts`). Missing is empty.
    func repeatedText(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return repeatedTexts.shared(text)
    }

    func hosts(_ panelHosts: String?) -> [String] {
        guard let panelHosts else { return [] }
        return panelHosts.split(separator: ",").compactMap { name in
            let scalars = name.unicodeScalars
            guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
                let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
            else { return nil }
            return String(scalars[start...end])
        }
    }

    /// A date of the API: with a zone, or without one (as a 2026 server writes most), then in UTC.
    /// (`path` is put together only for an error: most entities have none.)
    func instant(_ text: String, at path: @autoclosure () -> String) throws(ConventionAPIError) -> Instant {
        guard let instant = ISO8601Timestamp.parse(text, readingNoZoneAs: 0) else {
            throw .malformed("\(path()): '\(text)' is not an ISO 8601 date")
        }
        return instant
    }

    /// An entity's own identifier, not empty.
    func identifier<Entity>(_ raw: String, at path: @autoclosure () -> String) throws(ConventionAPIError) -> Identifier<Entity> {
        guard !raw.isEmpty else { throw .malformed("\(path()): empty identifier") }
        return Identifier(raw)
    }

    /// A reference to another entity, not empty, its text shared with the equal references before it.
    func reference<Entity>(_ raw: String, at path: @autoclosure () -> String) throws(ConventionAPIError) -> Identifier<Entity> {
        let checked: Identifier<Entity> = try identifier(raw, at: path())
        return Identifier(references.shared(checked.rawValue))
    }

    /// A reference that may be absent: null or empty means "none". Its text is shared.
    func optionalIdentifier<Entity>(_ raw: String?) -> Identifier<Entity>? {
        guard let raw, !raw.isEmpty else { return nil }
        return Identifier(references.shared(raw))
    }

    /// Link fragments as links. A fragment of a type this Conbook does not know, or without a
    /// target, is left out (a later server may add types).
    func links(_ wire: [EurofurenceWire.Link]?) -> [Link] {
        (wire ?? []).compactMap { fragment in
            let target = fragment.target
            guard !target.isEmpty else { return nil }
            let linkTarget: Link.Target
            switch fragment.fragmentType {
            case "WebExternal": linkTarget = .web(target)
            case "DealerDetail": linkTarget = .dealer(Dealer.ID(target))
            case "EventConferenceRoom": linkTarget = .room(Room.ID(target))
            case "MapEntry": linkTarget = .mapEntry(MapEntry.ID(target))
            case "MapExternal": linkTarget = .externalMap(target)
            default: return nil
            }
            return Link(name: fragment.name ?? "", target: linkTarget)
        }
    }
}
