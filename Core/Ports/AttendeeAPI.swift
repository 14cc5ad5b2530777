/// Port: the convention server's attendee services, which need a login at the convention's
/// identity provider: what the server knows of the attendee, their private messages and read
/// marks, and feedback on events.
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

    /// The attendee's badge pass: the code that encodes their registration, as a grid of modules
    /// (Eurofurence: `GET Users/Pass`, an SVG Aztec code).
    /// - Throws: `.serverError(status: 404)` when the server knows no registration of the
    ///   attendee; `.malformed` when its code cannot be read; `.serverError(status: 501)` from a
    ///   server that offers no pass (the default).
    func badgePass(with credential: Credential) async throws(AttendeeAPIError) -> BadgePass
}

extension AttendeeAPI {
    /// An API that offers no badge pass: throws `.serverError(status: 501)` (Not Implemented),
    /// which `ShowBadgePassUseCase` reports as not offered. Lets attendee APIs written before the
    /// pass keep compiling.
    public func badgePass(with credential: Credential) async throws(AttendeeAPIError) -> BadgePass {
        throw .serverError(status: 501)
    }
}
