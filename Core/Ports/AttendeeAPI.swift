/// Port: the convention server's attendee services, which need a login at the convention's
/// identity provider: what the server knows of the attendee, their private messages and read
/// marks, feedback on events, and (where the server keeps them) their favourites.
///
/// One port, because these are one server's services behind one access token, with the same
/// failures (a `401` means the token is not accepted, whichever call gets it). An adapter sends
/// the token only to the API it is for (`Credential.audience` equal to `audience`) and only over
/// a safe connection.
public protocol AttendeeAPI: Sendable {
    /// The name of this API in the credentials for it (e.g. its base address).
    var audience: String { get }

    /// What the server knows of the attendee: their roles and registrations.
    func profile(with credential: Credential) async throws(AttendeeAPIError) -> AttendeeProfile

    /// The attendee's private messages, in any order.
    func privateMessages(with credential: Credential) async throws(AttendeeAPIError) -> [PrivateMessage]

    /// Tells the server a message was read (a message the server counts as read already is no
    /// failure).
    func markRead(_ message: PrivateMessage.ID, with credential: Credential) async throws(AttendeeAPIError)

    /// Sends feedback on an event.
    func sendFeedback(_ feedback: EventFeedback, with credential: Credential) async throws(AttendeeAPIError)

    /// Whether the server keeps the attendee's favourites (`favourites(with:)`,
    /// `setFavourite(_:_:with:)`). By default, no.
    var keepsFavourites: Bool { get }

    /// The events the server keeps as the attendee's favourites.
    func favourites(with credential: Credential) async throws(AttendeeAPIError) -> Set<Event.ID>

    /// Marks (true) or unmarks (false) an event as a favourite on the server. An event the server
    /// does not know, or will not show the attendee, fails as `.serverError(status: 404)`.
    func setFavourite(_ event: Event.ID, _ isFavourite: Bool, with credential: Credential) async throws(AttendeeAPIError)

    /// The address of a calendar of the attendee's favourites that calendar programs can subscribe
    /// to (Eurofurence: `Events/Favorites/calendar.ics?token=…`). It holds a secret: whoever has
    /// it can read the favourites.
    func favouritesCalendarAddress(with credential: Credential) async throws(AttendeeAPIError) -> String

    /// The attendee's badge pass: the code that encodes their registration, as a grid of modules
    /// (Eurofurence: `GET Users/Pass`, an SVG Aztec code).
    /// - Throws: `.serverError(status: 404)` when the server knows no registration of the
    ///   attendee; `.malformed` when its code cannot be read; `.serverError(status: 501)` from a
    ///   server that offers no pass (the default).
    func badgePass(with credential: Credential) async throws(AttendeeAPIError) -> BadgePass

    /// The convention's lost & found as the server lists it to attendees, in any order
    /// (Eurofurence: `GET LostAndFound/Items`, role `Attendee`).
    /// - Throws: `.forbidden` when the login is not an attendee's; `.malformed` when the answer
    ///   cannot be read; `.serverError(status: 501)` from a server that has no lost & found (the
    ///   default).
    func lostAndFoundItems(with credential: Credential) async throws(AttendeeAPIError) -> [LostAndFoundItem]

    /// The attendee's latest artist alley registration, in any state (Eurofurence:
    /// `GET ArtistsAlley/TableRegistration/:my-latest`).
    /// - Throws: `.serverError(status: 404)` when they have none; `.serverError(status: 501)` from
    ///   a server that takes no registrations (the default).
    func latestArtistAlleyRegistration(
        with credential: Credential
    ) async throws(AttendeeAPIError)
        -> ArtistAlleyRegistration

    /// Checks the attendee out of the artist alley: deletes their latest registration (Eurofurence:
    /// `DELETE ArtistsAlley/TableRegistration/:my-latest`).
    /// - Throws: `.serverError(status: 404)` when they have none; `.serverError(status: 501)` from
    ///   a server that takes no registrations (the default).
    func checkOutOfArtistAlley(with credential: Credential) async throws(AttendeeAPIError)

    /// Sends a checked request for a table (Eurofurence: `POST ArtistsAlley/TableRegistrationRequest`,
    /// `multipart/form-data`); a refusal of its content (`400`) is an answer, with the server's words.
    /// - Throws: `.forbidden` when registration is closed or the attendee may not register;
    ///   `.serverError(status: 501)` from a server that takes no registrations (the default).
    func requestArtistAlleyTable(
        _ request: ArtistAlleyTableRequest, with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRequestAnswer
}

extension AttendeeAPI {
    /// An API that offers no badge pass: throws `.serverError(status: 501)` (Not Implemented),
    /// which `ShowBadgePassUseCase` reports as not offered. Lets attendee APIs written before the
    /// pass keep compiling.
    public func badgePass(with credential: Credential) async throws(AttendeeAPIError) -> BadgePass {
        throw .serverError(status: 501)
    }

    /// Servers keep no favourites unless they say so.
    public var keepsFavourites: Bool { false }

    /// A server that keeps no favourites answers every request for them as not implemented (501).
    public func favourites(with credential: Credential) async throws(AttendeeAPIError) -> Set<Event.ID> {
        throw .serverError(status: 501)
    }

    /// A server that keeps no favourites has no calendar of them: not implemented (501).
    public func favouritesCalendarAddress(with credential: Credential) async throws(AttendeeAPIError) -> String {
        throw .serverError(status: 501)
    }

    /// A server that keeps no favourites answers every change as not implemented (501).
    public func setFavourite(
        _ event: Event.ID, _ isFavourite: Bool, with credential: Credential
    ) async throws(AttendeeAPIError) {
        throw .serverError(status: 501)
    }

    /// An API that has no lost & found: throws `.serverError(status: 501)` (Not Implemented),
    /// which `BrowseLostAndFoundUseCase` reports as not offered. Lets attendee APIs written before
    /// the lost & found keep compiling.
    public func lostAndFoundItems(with credential: Credential) async throws(AttendeeAPIError) -> [LostAndFoundItem] {
        throw .serverError(status: 501)
    }

    /// A server that takes no artist alley registrations: throws `.serverError(status: 501)` (Not
    /// Implemented), which `ArtistAlleyRegistrationUseCase` reports as not offered. Lets attendee
    /// APIs written before the alley keep compiling.
    public func latestArtistAlleyRegistration(
        with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRegistration {
        throw .serverError(status: 501)
    }

    /// A server that takes no artist alley registrations has none to check out: throws
    /// `.serverError(status: 501)`.
    public func checkOutOfArtistAlley(with credential: Credential) async throws(AttendeeAPIError) {
        throw .serverError(status: 501)
    }

    /// A server that takes no artist alley registrations takes no request: throws
    /// `.serverError(status: 501)`.
    public func requestArtistAlleyTable(
        _ request: ArtistAlleyTableRequest, with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRequestAnswer {
        throw .serverError(status: 501)
    }
}
