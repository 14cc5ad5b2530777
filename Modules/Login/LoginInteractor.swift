import ConbookCore
import ConbookModuleKit

/// Checks the details typed and logs in through the Core.
@MainActor
struct LoginInteractor {
    let login: LoginUseCase
    let texts: ModuleWords<LoginText>

    /// Why logging in is not possible at all (a source without attendee services), if it is not.
    func whyNotOffered() -> String? {
        login.status() == .notOffered ? texts(.errorLoginNotOffered) : nil
    }

    /// Who is logged in now, as the message shown, if anyone.
    func loggedInMessage() -> String? {
        guard case .loggedIn(let attendee) = login.status() else { return nil }
        return message(for: attendee)
    }

    /// The details as typed, checked.
    func request(registrationNumber: String, username: String, password: String) throws(LoginError) -> LoginRequest {
        try LoginRequest(registrationNumber: registrationNumber, username: username, password: password)
    }

    /// Logs in; the message to show.
    func logIn(_ request: LoginRequest) async throws(LoginError) -> String {
        message(for: try await login.login(request))
    }

    /// A login error in the catalogue's language.
    func text(of error: LoginError) -> String {
        ErrorWording.text(of: error, in: texts.shared)
    }

    private func message(for attendee: LoggedInAttendee) -> String {
        texts(.loginLoggedInAs, ["username": attendee.username, "number": "\(attendee.registrationNumber)"])
    }
}
