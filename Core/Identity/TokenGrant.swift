/// What an identity provider issues at a login or a refresh.
public struct TokenGrant: Hashable, Sendable {
    /// The token sent to the convention's API.
    public var accessToken: LoginToken
    /// The token that gets a new access token; nil when the provider issued none (or, on a
    /// refresh, kept the one it had).
    public var refreshToken: LoginToken?
    /// How long the access token lasts from now, in seconds (`expires_in`); nil when not said.
    public var lifetimeSeconds: Int?
    /// Whom the tokens belong to (the id token's `sub`, checked by the adapter), when an id token
    /// came with them.
    public var subject: String?

    /// Creates a grant.
    public init(accessToken: LoginToken, refreshToken: LoginToken? = nil, lifetimeSeconds: Int? = nil, subject: String? = nil) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.lifetimeSeconds = lifetimeSeconds
        self.subject = subject
    }
}
