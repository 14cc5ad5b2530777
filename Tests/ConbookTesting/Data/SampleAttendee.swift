public import ConbookCore

/// One attendee of the sample convention: their login, the credential the server issues (valid
/// until the evening of the convention's last day) and three private messages, two unread.
public enum SampleAttendee {
    /// The registration number, username and password the sample server accepts.
    public static let registrationNumber = 42
    public static let username = "Some Guy"
    public static let password = "p4s5w0rd"
    /// The token the server issues: a test asserts it appears in no output.
    public static let token = LoginToken(secret: "SAMPLE-TOKEN-7f3a9c")
    /// Until when the login counts: 23:00 on the convention's last day.
    public static let validUntil = SampleConvention.local(SampleConvention.day3, 23, 0)

    /// The credential the sample server issues.
    public static let credential = Credential(
        userID: "RegSys:TESTCON26:42", username: username, registrationNumber: registrationNumber, token: token,
        validUntil: validUntil, issuer: "stub")

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

    /// A login request with the right details.
    public static var loginRequest: LoginRequest {
        // The details are valid, so this cannot throw.
        try! LoginRequest(registrationNumber: "\(registrationNumber)", username: username, password: password)
    }

    /// A server that accepts the attendee and serves their messages.
    public static func makeAPI() -> StubAttendeeAPI {
        StubAttendeeAPI(
            attendee: (registrationNumber, username, password), credential: credential, messages: messages)
    }
}
