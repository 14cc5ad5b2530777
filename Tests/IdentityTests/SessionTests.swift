import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Refresh, claims and revocation, against a fake provider")
struct SessionTests {
    /// A provider and the grant of a pasted login.
    private static func loggedIn(_ fake: FakeOpenIDProvider) async throws -> (OpenIDConnectProvider, TokenGrant) {
        let provider = LoginSteps.provider(for: fake, redirect: .registered(LoginSteps.registeredRedirect))
        let login = try await provider.beginBrowserLogin()
        return (provider, try await login.finish(redirectedTo: try await LoginSteps.redirectAddress(of: login)))
    }

    @Test(
        "Given a login, when its refresh token is used, then a new access and refresh token come, and the old refresh token no longer works"
    )
    func refreshRotates() async throws {
        let fake = try FakeOpenIDProvider()
        let (provider, grant) = try await Self.loggedIn(fake)
        let firstRefreshToken = try #require(grant.refreshToken)

        let refreshed = try await provider.refresh(firstRefreshToken)

        #expect(refreshed.accessToken != grant.accessToken)
        #expect(refreshed.refreshToken != nil && refreshed.refreshToken != firstRefreshToken)
        #expect(refreshed.subject == nil)
        let request = try #require(fake.tokenRequests.last)
        #expect(request["grant_type"] == "refresh_token")
        #expect(request["scope"] == nil)
        #expect(request["client_id"] == LoginSteps.clientID)
        await #expect(throws: IdentityError.sessionEnded) { try await provider.refresh(firstRefreshToken) }
        #expect(try await provider.claims(for: refreshed.accessToken).subject == FakeOpenIDProvider.subject)
    }

    @Test("Given the provider ended the session, when refreshing, then invalid_grant is reported as sessionEnded")
    func sessionEnded() async throws {
        let fake = try FakeOpenIDProvider()
        let (provider, grant) = try await Self.loggedIn(fake)
        fake.endSessions()

        await #expect(throws: IdentityError.sessionEnded) { try await provider.refresh(try #require(grant.refreshToken)) }
    }

    @Test("Given a login, when both its tokens are revoked, then the provider received each with its kind and the client id")
    func revokeBoth() async throws {
        let fake = try FakeOpenIDProvider()
        let (provider, grant) = try await Self.loggedIn(fake)
        let refreshToken = try #require(grant.refreshToken)

        try await provider.revoke(grant.accessToken, kind: .accessToken)
        try await provider.revoke(refreshToken, kind: .refreshToken)

        #expect(
            fake.revocations == [
                .init(token: grant.accessToken.secret, hint: "access_token", clientID: LoginSteps.clientID),
                .init(token: refreshToken.secret, hint: "refresh_token", clientID: LoginSteps.clientID),
            ])
        await #expect(throws: IdentityError.sessionEnded) { try await provider.refresh(refreshToken) }
        await #expect(throws: IdentityError.serverError(status: 401)) { try await provider.claims(for: grant.accessToken) }
    }

    @Test("Given a provider without a revocation endpoint, when revoking, then revocation is not offered and nothing is sent")
    func revocationNotOffered() async throws {
        let fake = try FakeOpenIDProvider()
        fake.script.offersRevocation = false
        let (provider, grant) = try await Self.loggedIn(fake)

        await #expect(throws: IdentityError.notOffered("revocation")) {
            try await provider.revoke(grant.accessToken, kind: .accessToken)
        }
        #expect(!fake.requests.contains { $0.target.contains("revoke") })
    }

    @Test("Given a provider, when used for several requests, then its discovery document is read once")
    func discoveryCached() async throws {
        let fake = try FakeOpenIDProvider()
        let (provider, grant) = try await Self.loggedIn(fake)
        _ = try await provider.claims(for: grant.accessToken)
        _ = try await provider.refresh(try #require(grant.refreshToken))

        #expect(fake.requests.filter { $0.target.hasPrefix("/.well-known/") }.count == 1)
    }
}
