import ConbookCore
import ConbookModuleKit

/// Starts logins through the Core and words where they stand and the account.
@MainActor
struct LoginInteractor {
    let login: LoginUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<LoginText>

    /// Why logging in is not possible at all (a source without attendee services), if it is not.
    func whyNotOffered() -> String? {
        login.status() == .notOffered ? texts(.errorLoginNotOffered) : nil
    }

    /// The account of who is logged in now, if anyone.
    func account() -> AccountViewModel? {
        guard case .loggedIn(let attendee) = login.status() else { return nil }
        return account(of: attendee)
    }

    /// Asks the server again for the account (roles, registration); nil when that did not work.
    func refreshedAccount() async -> AccountViewModel? {
        guard let attendee = try? await login.refreshProfile() else { return nil }
        return account(of: attendee)
    }

    func startBrowserLogin() async throws(LoginError) -> LoginAttempt {
        try await login.startLogin()
    }

    func startDeviceLogin() async throws(LoginError) -> DeviceLoginAttempt {
        try await login.startDeviceLogin()
    }

    func browserStep(for attempt: LoginAttempt, notYet: Bool) -> BrowserStep {
        BrowserStep(
            instruction: texts(.loginOpenAddress), address: attempt.address,
            pasteInstruction: texts(attempt.receivesRedirect ? .loginPasteOrEnter : .loginPasteOnly),
            notYet: notYet ? texts(.loginNotYet) : nil)
    }

    func deviceStep(for attempt: DeviceLoginAttempt) -> DeviceStep {
        DeviceStep(
            instruction: texts(.loginEnterCode, ["address": attempt.verificationAddress, "code": attempt.userCode]),
            address: attempt.verificationAddress, userCode: attempt.userCode,
            completeAddress: attempt.completeVerificationAddress)
    }

    /// A login error in the catalogue's language.
    func text(of error: LoginError) -> String {
        ErrorWording.text(of: error, in: texts.shared)
    }

    func account(of attendee: LoggedInAttendee) -> AccountViewModel {
        var facts: [String] = []
        if let registrations = attendee.profile?.registrations, !registrations.isEmpty {
            facts += registrations.map { texts(.loginRegistration, ["number": $0.number, "status": $0.status]) }
        } else {
            facts.append(texts(.loginRegistrationUnknown))
        }
        if let roles = attendee.profile?.roles {
            facts.append(roles.isEmpty ? texts(.loginNoRoles) : texts(.loginRoles, ["roles": roles.joined(separator: ", ")]))
        }
        if let validUntil = attendee.validUntil {
            facts.append(texts(.loginValidUntil, ["time": calendar.formattedTime(validUntil)]))
        }
        return AccountViewModel(heading: texts(.loginLoggedInAs, ["name": attendee.name]), facts: facts)
    }
}
