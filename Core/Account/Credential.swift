/// What a login gives: who the attendee is at the identity provider, the tokens it issued, and
/// the API the access token is for (the only one it is ever sent to).
public struct Credential: Hashable, Sendable {
    /// Who logged in: the identity provider's identifier of the person (`sub`).
    public var subject: String
    /// Their name as the provider gives it (else the subject).
    public var name: String
    /// The token sent to the convention's API (`Authorization: Bearer`).
    public var accessToken: LoginToken
    /// The token that gets a new access token; nil when the provider issued none.
    public var refreshToken: LoginToken?
    /// Until when the access token counts; nil when the provider did not say.
    public var validUntil: Instant?
    /// The API the access token is for, as the attendee API names itself (`AttendeeAPI.audience`).
    public var audience: String
    /// The identity provider that issued the tokens (its issuer).
    public var issuer: String

    /// Creates a credential.
    public init(
        subject: String, name: String, accessToken: LoginToken, refreshToken: LoginToken? = nil, validUntil: Instant?,
        audience: String, issuer: String
    ) {
        self.subject = subject
        self.name = name
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.validUntil = validUntil
        self.audience = audience
        self.issuer = issuer
    }

    /// Whether the access token still counts at an instant (strictly before `validUntil`; always,
    /// when its end is not known).
    public func isValid(at now: Instant) -> Bool {
        validUntil.map { now < $0 } ?? true
    }

    /// Whether the access token should be renewed before it is used at an instant: it ends
    /// within `margin` seconds (five minutes by default), and a refresh token can renew it.
    public func needsRefresh(at now: Instant, margin: Int = 300) -> Bool {
        guard refreshToken != nil, let validUntil else { return false }
        return now.advanced(by: .seconds(Int64(margin))) >= validUntil
    }

    /// Whether the login can still be used at an instant: its access token counts, or a refresh
    /// token can renew it.
    public func canBeUsed(at now: Instant) -> Bool {
        isValid(at: now) || refreshToken != nil
    }
}
