import ConbookCore
import ConbookTime
import Foundation

/// Maps the decoded wire format to the Core's `SyncResponse`, checking what Foundation cannot:
/// dates, empty identifiers; and applying the Eurofurence conventions (`PanelHosts` is one
/// comma-separated string, missing texts are empty).
///
/// Every error names the node, the position and the field, e.g.
/// `Events[3].StartDateTimeUtc: '2022-13-01' is not an ISO 8601 date`.
struct EurofurenceEntityMapper {
    func syncResponse(from wire: EurofurenceWire.Response) throws(ConventionAPIError) -> SyncResponse {
        guard !wire.conventionIdentifier.isEmpty else { throw .malformed("ConventionIdentifier: empty") }
        return SyncResponse(
            conventionIdentifier: ConventionIdentifier(wire.conventionIdentifier),
            serverTime: try instant(wire.currentDateTimeUtc, at: "CurrentDateTimeUtc"),
            try changes(wire.days, node: "EventConferenceDays", map: day),
            try changes(wire.rooms, node: "EventConferenceRooms", map: room),
            try changes(wire.tracks, node: "EventConferenceTracks", map: track),
            try changes(wire.events, node: "Events", map: event),
            try changes(wire.announcements, node: "Announcements", map: announcement),
            try changes(wire.images, node: "Images", map: image),
            try wire.dealers.map { node throws(ConventionAPIError) in try changes(node, node: "Dealers", map: dealer) }
                ?? .none,
            try wire.maps.map { node throws(ConventionAPIError) in try changes(node, node: "Maps", map: map) } ?? .none,
            try wire.knowledgeGroups.map { node throws(ConventionAPIError) in
                try changes(node, node: "KnowledgeGroups", map: knowledgeGroup)
            } ?? .none,
            try wire.knowledgeEntries.map { node throws(ConventionAPIError) in
                try changes(node, node: "KnowledgeEntries", map: knowledgeEntry)
            } ?? .none,
            details: PublicationState(sourceWord: wire.state).map { ConventionDetails(title: nil, publicationState: $0) }
        )
    }

    private func changes<Wire, Entity>(
        _ node: EurofurenceWire.Node<Wire>, node name: String,
        map: (Wire, String) throws(ConventionAPIError) -> Entity
    ) throws(ConventionAPIError) -> EntityChanges<Entity>
    where Entity: SyncedEntity {
        var changed: [Entity] = []
        changed.reserveCapacity(node.changedEntities.count)
        for (index, entity) in node.changedEntities.enumerated() {
            changed.append(try map(entity, "\(name)[\(index)]"))
        }
        var deleted: [Entity.ID] = []
        deleted.reserveCapacity(node.deletedEntities.count)
        for (index, id) in node.deletedEntities.enumerated() {
            deleted.append(try identifier(id, at: "\(name).DeletedEntities[\(index)]"))
        }
        return EntityChanges(removeAllBeforeInsert: node.removeAllBeforeInsert, changed: changed, deleted: deleted)
    }

    private func event(_ wire: EurofurenceWire.Event, at path: String) throws(ConventionAPIError) -> Event {
        Event(
            id: try identifier(wire.id, at: "\(path).Id"),
            slug: wire.slug ?? "",
            title: wire.title,
            subtitle: wire.subTitle ?? "",
            abstract: wire.abstract ?? "",
            description: wire.description ?? "",
            hosts: hosts(wire.panelHosts),
            dayID: try identifier(wire.conferenceDayId, at: "\(path).ConferenceDayId"),
            roomID: try identifier(wire.conferenceRoomId, at: "\(path).ConferenceRoomId"),
            trackID: try identifier(wire.conferenceTrackId, at: "\(path).ConferenceTrackId"),
            start: try instant(wire.startDateTimeUtc, at: "\(path).StartDateTimeUtc"),
            end: try instant(wire.endDateTimeUtc, at: "\(path).EndDateTimeUtc"),
            tags: wire.tags ?? [],
            bannerImageID: optionalIdentifier(wire.bannerImageId),
            posterImageID: optionalIdentifier(wire.posterImageId),
            isAcceptingFeedback: wire.isAcceptingFeedback ?? false,
            isDeviatingFromConBook: wire.isDeviatingFromConBook ?? false
        )
    }

    private func day(_ wire: EurofurenceWire.Day, at path: String) throws(ConventionAPIError) -> Day {
        guard let date = ISO8601Timestamp.parseDatePart(wire.date) else {
            throw .malformed("\(path).Date: '\(wire.date)' is not an ISO 8601 date")
        }
        return Day(id: try identifier(wire.id, at: "\(path).Id"), name: wire.name, date: date)
    }

    private func room(_ wire: EurofurenceWire.Room, at path: String) throws(ConventionAPIError) -> Room {
        Room(id: try identifier(wire.id, at: "\(path).Id"), name: wire.name, shortName: wire.shortName ?? "")
    }

    private func track(_ wire: EurofurenceWire.Track, at path: String) throws(ConventionAPIError) -> Track {
        Track(id: try identifier(wire.id, at: "\(path).Id"), name: wire.name)
    }

    private func announcement(
        _ wire: EurofurenceWire.Announcement, at path: String
    ) throws(ConventionAPIError) -> Announcement {
        Announcement(
            id: try identifier(wire.id, at: "\(path).Id"),
            title: wire.title,
            content: wire.content,
            author: wire.author ?? "",
            area: wire.area ?? "",
            validFrom: try instant(wire.validFromDateTimeUtc, at: "\(path).ValidFromDateTimeUtc"),
            validUntil: try instant(wire.validUntilDateTimeUtc, at: "\(path).ValidUntilDateTimeUtc"),
            lastChanged: try instant(wire.lastChangeDateTimeUtc, at: "\(path).LastChangeDateTimeUtc"),
            imageID: optionalIdentifier(wire.imageId)
        )
    }

    private func image(_ wire: EurofurenceWire.Image, at path: String) throws(ConventionAPIError) -> ImageReference {
        ImageReference(
            id: try identifier(wire.id, at: "\(path).Id"),
            internalReference: wire.internalReference ?? "",
            width: wire.width ?? 0,
            height: wire.height ?? 0,
            sizeInBytes: wire.sizeInBytes ?? 0,
            mimeType: wire.mimeType ?? "",
            contentHash: wire.contentHashSha1 ?? "",
            url: wire.url.flatMap { $0.isEmpty ? nil : $0 }
        )
    }

    /// `"A, B"` → `["A", "B"]`: trimmed, empty names dropped.
    private func hosts(_ panelHosts: String?) -> [String] {
        guard let panelHosts else { return [] }
        return panelHosts.split(separator: ",").compactMap { name in
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    func instant(_ text: String, at path: String) throws(ConventionAPIError) -> Instant {
        guard let instant = ISO8601Timestamp.parse(text) else {
            throw .malformed("\(path): '\(text)' is not an ISO 8601 date")
        }
        return instant
    }

    func identifier<Entity>(_ raw: String, at path: String) throws(ConventionAPIError) -> Identifier<Entity> {
        guard !raw.isEmpty else { throw .malformed("\(path): empty identifier") }
        return Identifier(raw)
    }

    /// Null or empty means "none".
    func optionalIdentifier<Entity>(_ raw: String?) -> Identifier<Entity>? {
        guard let raw, !raw.isEmpty else { return nil }
        return Identifier(raw)
    }
}
