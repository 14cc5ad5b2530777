import ConbookCore
import ConbookTime
import Foundation

extension EurofurenceWire {
    /// A convention day; `Date` is midnight of the day, e.g. `2022-08-23T00:00:00.000Z`.
    struct Day: Decodable {
        var id: String
        var name: String
        var date: String

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", date = "Date"
        }
    }

    /// A room. Since 2025 `ShortName` is no longer sent, and `Description`, `Capacity` and
    /// `MapLink` (the room in the venue's navigation) are.
    struct Room: Decodable {
        var id: String
        var name: String
        var shortName: String?
        var description: String?
        var capacity: Int?
        var mapLink: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name", shortName = "ShortName", description = "Description", capacity = "Capacity"
            case mapLink = "MapLink"
        }
    }

    /// A track.
    struct Track: Decodable {
        var id: String
        var name: String

        enum CodingKeys: String, CodingKey {
            case id = "Id", name = "Name"
        }
    }
}

extension Day: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "EventConferenceDays" }
    static var isEurofurenceNodeRequired: Bool { true }

    /// A day counts by the date part of its `Date` only.
    static func fromEurofurence(
        _ wire: EurofurenceWire.Day, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Day {
        guard let date = ISO8601Timestamp.parseDatePart(wire.date) else {
            throw .malformed("\(path).Date: '\(wire.date)' is not an ISO 8601 date")
        }
        return Day(id: try mapper.identifier(wire.id, at: "\(path).Id"), name: wire.name, date: date)
    }
}

extension Room: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "EventConferenceRooms" }
    static var isEurofurenceNodeRequired: Bool { true }

    /// Without a `ShortName` (a 2026 server), the short name is the name's part before an en dash
    /// ("Nordic Hall – Ballroom" → "Nordic Hall"), as the server derives it; none without a dash.
    static func fromEurofurence(
        _ wire: EurofurenceWire.Room, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Room {
        Room(
            id: try mapper.identifier(wire.id, at: "\(path).Id"), name: wire.name,
            shortName: wire.shortName ?? shortName(of: wire.name), roomDescription: wire.description ?? "",
            capacity: wire.capacity, navigationURL: wire.mapLink ?? "")
    }

    private static func shortName(of name: String) -> String {
        guard let dash = name.firstIndex(of: "–") else { return "" }
        return name[..<dash].trimmingCharacters(in: .whitespaces)
    }
}

extension Track: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "EventConferenceTracks" }
    static var isEurofurenceNodeRequired: Bool { true }

    static func fromEurofurence(
        _ wire: EurofurenceWire.Track, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> Track {
        Track(id: try mapper.identifier(wire.id, at: "\(path).Id"), name: wire.name)
    }
}
