public import ConbookCore

/// One attendee of the sample convention: who they are at the identity provider, the tokens of a
/// login kept at start (valid until the evening of the convention's last day), what the server
/// knows of them, and three private messages, two unread.
public enum SampleAttendee {
    /// The identity provider's identifier of the attendee.
    public static let subject = "sample-attendee"
    /// Their name, as the provider's userinfo says.
    public static let name = "Some Guy"
    /// Their registration number.
    public static let registrationNumber = "42"
    /// The access token of the login kept at start: a test asserts it appears in no output.
    public static let token = LoginToken(secret: "SAMPLE-ACCESS-7f3a9c")
    /// The refresh token of the login kept at start.
    public static let refreshToken = LoginToken(secret: "SAMPLE-REFRESH-2b8e41")
    /// Until when the access token counts: 23:00 on the convention's last day.
    public static let validUntil = SampleConvention.local(SampleConvention.day3, 23, 0)

    /// What the server knows of them: a checked-in attendee.
    public static let profile = AttendeeProfile(
        roles: ["Attendee", "AttendeeCheckedIn"], registrations: [AttendeeRegistration(number: "42", status: "CheckedIn")])

    /// The credential of the login kept at start.
    public static let credential = Credential(
        subject: subject, name: name, accessToken: token, refreshToken: refreshToken, validUntil: validUntil,
        audience: "stub", issuer: "https://id.example/")

    /// The login kept at start, with the profile and no messages yet.
    public static let account = AccountState(credential: credential, profile: profile)

    /// A message about the badge, unread, the newest.
    public static let badge = PrivateMessage(
        id: "message-badge", authorName: "Registration", subject: "Your badge is ready",
        message: "Pick it up at **Registration**.", receivedAt: SampleConvention.local(SampleConvention.day1, 9, 0))
    /// A message about a lost item, unread.
    public static let lostAndFound = PrivateMessage(
        id: "message-lost", authorName: "Lost and Found", subject: "We found your phone",
        message: "Come to Con Ops.", receivedAt: SampleConvention.local(SampleConvention.day1, 8, 0))
    /// A welcome, read already.
    public static let welcome = PrivateMessage(
        id: "message-welcome", authorName: "Con Ops", subject: "Welcome", message: "Have fun!",
        receivedAt: SampleConvention.serverTime, readAt: SampleConvention.serverTime.advanced(by: .seconds(3600)))

    /// The three messages, in no particular order.
    public static let messages = [welcome, badge, lostAndFound]

    /// An identity provider for the attendee that accepts the login kept at start.
    public static func makeIdentityProvider() -> StubIdentityProvider {
        StubIdentityProvider(
            claims: IdentityClaims(subject: subject, name: name), acceptedAccessTokens: [token.secret],
            liveRefreshTokens: [refreshToken.secret])
    }

    /// A server that knows the attendee and serves their messages, with its identity provider.
    public static func makeAPI() -> StubAttendeeAPI {
        StubAttendeeAPI(identityProvider: makeIdentityProvider(), profile: profile, messages: messages)
    }
}
