/// Use case: fetch the attendee's badge pass, the code the convention's registration scans, to
/// show it on screen.
///
/// Rules: the pass is fetched from the server each time (it is not kept); it needs a login, and
/// goes through the one path of the attendee's requests (the token renewed before it ends, a
/// `401` renewed and retried once, an ended session logged out). A server that answers `404`
/// knows no registration of the attendee, one that answers `501` offers no pass. The pass names
/// the attendee as logged in and, when the server told it, their registration number.
@MainActor
public struct ShowBadgePassUseCase {
    let account: AttendeeAccount

    /// Fetches the pass.
    /// - Throws: `.notOffered`, `.notLoggedIn`, `.sessionEnded` (the login was forgotten),
    ///   `.noRegistration`, `.unreadableCode` when the server's code cannot be read, `.failed`
    ///   with the other failures.
    public func fetch() async throws(BadgePassError) -> BadgePass {
        guard let api = account.api else { throw .notOffered }
        var pass: BadgePass
        do {
            pass = try await account.authorized { credential throws(AttendeeAPIError) in
                try await api.badgePass(with: credential)
            }
        } catch {
            throw passError(error)
        }
        let state = account.state
        pass.holderName = pass.holderName ?? state?.credential.name
        pass.registrationNumber = pass.registrationNumber ?? state?.profile?.registrations.first?.number
        return pass
    }

    private func passError(_ error: LoginError) -> BadgePassError {
        switch error {
        case .notOffered, .api(.serverError(status: 501)): .notOffered
        case .notLoggedIn: account.endedSession.ended ? .sessionEnded : .notLoggedIn
        case .sessionEnded: .sessionEnded
        case .api(.serverError(status: 404)): .noRegistration
        case .api(.malformed(let detail)): .unreadableCode(detail)
        case .api, .identity, .store: .failed(error)
        }
    }
}
