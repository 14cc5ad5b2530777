import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Against an independent provider: Python's oidc-provider-mock (PyPI)")
struct OIDCProviderMockPeerTests {
    @Test(
        "Given oidc-provider-mock with alice, when alice logs in through the loopback redirect, then the grant, her claims and a refresh work, revocation is not offered, and once the mock ends her tokens a refresh reports the session ended"
    )
    func loginRefreshAndSessionEnd() async throws {
        let peer = try await OIDCProviderMockPeer(userClaims: [#"{"sub": "alice", "name": "Alice Example"}"#])
        // The mock authenticates every client with a secret (it accepts any).
        let provider = OpenIDConnectProvider(issuer: peer.issuer, clientID: "conbook", clientSecret: "any-secret")

        // When: the browser opens the login page, posts alice as its form does, and follows the redirect.
        let login = try await provider.beginBrowserLogin()
        async let waited = LoginSteps.outcome { () async throws(IdentityError) in try await login.waitForRedirect() }
        let form = try await TestBrowser.load(login.address)
        let decision = try await TestBrowser.load(login.address, postingForm: "sub=alice")
        let page = try await TestBrowser.follow(try #require(decision.location))
        let result = await waited

        // Then
        #expect(form.status == 200)
        #expect(form.text.contains(#"name="sub""#))
        #expect(decision.status == 302)
        #expect(page.text.contains("Logged in to Conbook. You can close this tab."))
        let grant = try result.get()
        #expect(grant.subject == "alice")
        #expect(grant.refreshToken != nil)
        #expect(grant.lifetimeSeconds != nil)
        #expect(try await provider.claims(for: grant.accessToken) == IdentityClaims(subject: "alice", name: "Alice Example"))
        let refreshToken = try #require(grant.refreshToken)
        let refreshed = try await provider.refresh(refreshToken)
        #expect(refreshed.accessToken != grant.accessToken)
        #expect(try await provider.claims(for: refreshed.accessToken).subject == "alice")
        await #expect(throws: IdentityError.notOffered("revocation")) {
            try await provider.revoke(refreshed.accessToken, kind: .accessToken)
        }

        try await peer.revokeTokens(of: "alice")

        await #expect(throws: IdentityError.sessionEnded) { try await provider.refresh(refreshed.refreshToken ?? refreshToken) }
    }
}
