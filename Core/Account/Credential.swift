/// What a login gives: who the attendee is, their token and until when it counts, and the server
/// it was issued by (the only one it is ever sent to).
public struct Credential: Hashable, Sendable {
    /// The attendee's identifier at the server, e.g. `RegSys:EF26:108`.
    public var userID: String
    /// The name the attendee logged in with.
    public var username: String
    /// The attendee's registration number.
    public var registrationNumber: Int
    /// The token that proves the login.
    public var token: LoginToken
    /// Until when the server accepts the token.
    public var validUntil: Instant
    /// The API the token was issued by, as the adapter names it (e.g. its base address); an
    /// adapter sends the token nowhere else.
    public var issuer: String

    /// Creates a credential.
    public init(
        userID: String, username: String, registrationNumber: Int, token: LoginToken, validUntil: Instant,
        issuer: String
    ) {
        self.userID = userID
        self.username = username
        self.registrationNumber = registrationNumber
        self.token = token
        self.validUntil = validUntil
        self.issuer = issuer
    }

    /// Whether the token still counts at an instant (strictly before `validUntil`).
    public func isValid(at now: Instant) -> Bool {
        now < validUntil
    }
}
