/// The end of every login: who the tokens belong to (userinfo, which must agree with the id
/// token), what the convention's server knows of them (`Users/:self`), kept as the account.
///
/// The server's profile is asked for once: when it refuses the token (`401`) the login is refused;
/// when it cannot be reached the login is kept without roles, asked for again later. The messages
/// kept stay when the same person logs in again, and are dropped for someone else.
@MainActor
struct LoginCompletion {
    let account: AttendeeAccount

    func keep(_ grant: TokenGrant) async throws(LoginError) -> LoggedInAttendee {
        guard let api = account.api, let identity = account.identity else { throw .notOffered }
        let claims: IdentityClaims
        do {
            claims = try await account.counted { () async throws(IdentityError) in
                try await identity.claims(for: grant.accessToken)
            }
        } catch {
            throw .identity(error)
        }
        if let subject = grant.subject, subject != claims.subject {
            throw .identity(.idTokenRejected("the identity token and userinfo name different people"))
        }
        let credential = Credential(
            subject: claims.subject, name: claims.name ?? claims.subject, accessToken: grant.accessToken,
            refreshToken: grant.refreshToken,
            validUntil: grant.lifetimeSeconds.map { account.now.advanced(by: .seconds(Int64($0))) },
            audience: api.audience, issuer: identity.issuer)
        var profile: AttendeeProfile?
        do {
            profile = try await account.counted { () async throws(AttendeeAPIError) in
                try await api.profile(with: credential)
            }
        } catch .unauthorized {
            throw .api(.unauthorized)
        } catch {
            profile = nil
        }
        var state = AccountState(credential: credential, profile: profile)
        if let kept = account.state, kept.credential.subject == credential.subject {
            state.messages = kept.messages
            state.unsentReads = kept.unsentReads
            state.unsentFavourites = kept.unsentFavourites
        }
        do {
            try account.replace(with: state, change: .accountChanged)
        } catch {
            throw .store(error)
        }
        return LoggedInAttendee(state)
    }
}
