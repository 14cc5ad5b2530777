import ConbookCore

/// Checks the details typed and logs in through the Core.
@MainActor
struct LoginInteractor {
    static let title = "Log in"
    static let explanation = "Log in with your convention registration: your registration number (on your badge "
        + "and registration mail), your username and your password. It lets you read your private messages and "
        + "play the convention's game."

    let login: LoginUseCase

    /// Why logging in is not possible at all (a source without attendee services), if it is not.
    func whyNotOffered() -> String? {
        login.status() == .notOffered ? LoginError.notOffered.description : nil
    }

    /// Who is logged in now, as the message shown, if anyone.
    func loggedInMessage() -> String? {
        guard case .loggedIn(let attendee) = login.status() else { return nil }
        return Self.message(for: attendee)
    }

    /// The details as typed, checked.
    func request(registrationNumber: String, username: String, password: String) throws(LoginError) -> LoginRequest {
        try LoginRequest(registrationNumber: registrationNumber, username: username, password: password)
    }

    /// Logs in; the message to show.
    func logIn(_ request: LoginRequest) async throws(LoginError) -> String {
        Self.message(for: try await login.login(request))
    }

    private static func message(for attendee: LoggedInAttendee) -> String {
        "Logged in as \(attendee.username) (registration number \(attendee.registrationNumber))."
    }
}
