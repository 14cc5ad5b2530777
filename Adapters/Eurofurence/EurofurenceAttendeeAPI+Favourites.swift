public import ConbookCore
import Foundation

extension EurofurenceAttendeeAPI {
    /// The server keeps the attendee's favourites (since 2025).
    public var keepsFavourites: Bool { true }

    /// The attendee's favourites: `GET {baseURL}/Events/Favorites`, an array of events of which
    /// only the `Id`s are read (an empty body, which the server sends for an attendee it has no
    /// record of yet, is none).
    public func favourites(with credential: Credential) async throws(AttendeeAPIError) -> Set<Event.ID> {
        let body = try await send("GET", "Events/Favorites", credential: credential, body: nil)
        guard !body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return [] }
        let events: [EurofurenceWire.FavouriteEvent] = try decoded(body, what: "the list of favourites (Events/Favorites)")
        return Set(events.map { Event.ID($0.id) })
    }

    /// Marks (`POST`) or unmarks (`DELETE`) an event: `{baseURL}/Events/{id}/:favorite`, no body;
    /// the server answers 204, or 404 for an event it does not know or will not show the attendee.
    public func setFavourite(
        _ event: Event.ID, _ isFavourite: Bool, with credential: Credential
    ) async throws(AttendeeAPIError) {
        let id = URLPathSegment.encoded(event.rawValue)
        _ = try await send(isFavourite ? "POST" : "DELETE", "Events/\(id)/:favorite", credential: credential, body: nil)
    }
}

extension EurofurenceAttendeeAPI {
    /// The subscription address of the favourites' calendar:
    /// `{baseURL}/Events/Favorites/calendar.ics?token=T`, with the attendee's calendar token from
    /// `GET {baseURL}/Events/Favorites/:calendar-token` (a JSON string, or plain text). A token
    /// that is not a plain word (letters, digits, `-._~`; at most 200) is refused as malformed.
    public func favouritesCalendarAddress(with credential: Credential) async throws(AttendeeAPIError) -> String {
        let body = try await send("GET", "Events/Favorites/:calendar-token", credential: credential, body: nil)
        var token = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if token.count >= 2, token.hasPrefix("\""), token.hasSuffix("\"") { token = String(token.dropFirst().dropLast()) }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        guard !token.isEmpty, token.count <= 200, token.allSatisfy(allowed.contains) else {
            throw .malformed("the calendar token (Events/Favorites/:calendar-token) is not in the expected form")
        }
        return audience + "/Events/Favorites/calendar.ics?token=" + token
    }
}

extension EurofurenceWire {
    /// An event of `Events/Favorites`: only its identifier is read.
    struct FavouriteEvent: Decodable {
        var id: String

        enum CodingKeys: String, CodingKey {
            case id = "Id"
        }
    }
}
