/// Port: the convention server's attendee services, which need a login: logging in, the
/// attendee's private messages and their read marks, and feedback on events.
///
/// One port, because these are one server's services behind one credential, with the same
/// failures (a `401` means the login is no longer accepted, whichever call gets it). An adapter
/// sends the token only to the API the credential was issued by (`Credential.issuer`) and only
/// over a safe connection.
public protocol AttendeeAPI: Sendable {
    /// Logs in; the credential the server issued.
    /// - Throws: `.unauthorized` for wrong credentials, `.forbidden` for an account that may not
    ///   log in, or another `AttendeeAPIError`.
    func login(_ request: LoginRequest) async throws(AttendeeAPIError) -> Credential

    /// The attendee's private messages, in any order.
    func privateMessages(with credential: Credential) async throws(AttendeeAPIError) -> [PrivateMessage]

    /// Tells the server a message was read.
    func markRead(_ message: PrivateMessage.ID, with credential: Credential) async throws(AttendeeAPIError)

    /// Sends feedback on an event, with the attendee's login when there is one.
    func sendFeedback(_ feedback: EventFeedback, with credential: Credential?) async throws(AttendeeAPIError)
}
