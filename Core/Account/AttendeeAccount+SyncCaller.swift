extension AttendeeAccount {
    /// Whom a sync is made for, with the fresh credential it carries: the logged-in attendee with
    /// their roles as the server tells them now (asked before every sync, so that a role given or
    /// taken shows at once; the roles kept are used when the server cannot say), or anonymous when
    /// nobody is logged in, the source offers no login, or the session ended.
    /// - Throws: `LoginError` when the login could not be renewed (its access token has run out
    ///   and the provider could not be asked): a sync without it would drop what only the attendee
    ///   may see.
    func syncCaller() async throws(LoginError) -> (credential: Credential?, viewer: SyncViewer) {
        guard let api, state != nil else { return (nil, .anonymous) }
        do {
            let (credential, profile) = try await authorized { credential throws(AttendeeAPIError) in
                (credential, try await api.profile(with: credential))
            }
            keep(profile, of: credential)
            return (credential, SyncViewer(subject: credential.subject, roles: profile.roles))
        } catch .notLoggedIn, .sessionEnded, .notOffered {
            return (nil, .anonymous)
        } catch .api, .store {
            do throws(LoginError) {
                let credential = try await freshCredential()
                return (credential, SyncViewer(subject: credential.subject, roles: state?.profile?.roles ?? []))
            } catch .notLoggedIn, .sessionEnded {
                return (nil, .anonymous)
            }
        }
    }

    /// Keeps a profile the server sent, when it is news (observers hear `accountChanged`); a failure
    /// to save leaves the one kept before, to be fetched again.
    private func keep(_ profile: AttendeeProfile, of credential: Credential) {
        guard var state, state.credential.subject == credential.subject, state.profile != profile else { return }
        state.profile = profile
        try? replace(with: state, change: .accountChanged)
    }
}
