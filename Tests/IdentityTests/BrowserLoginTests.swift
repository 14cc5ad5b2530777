import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Browser login through the loopback redirect, against a fake provider")
struct BrowserLoginTests {
    @Test(
        "Given the fake provider, when the attendee logs in through the loopback redirect, then the grant holds the tokens and subject, the browser is told to close the tab, and the exchange proved PKCE"
    )
    func wholeLogin() async throws {
        let fake = try FakeOpenIDProvider()
        let provider = LoginSteps.provider(for: fake)
        let login = try await provider.beginBrowserLogin()
        #expect(login.receivesRedirect)

        let (result, page) = try await LoginSteps.loginThroughLoopback(login)
        let grant = try result.get()

        #expect(page.status == 200)
        #expect(page.text.contains("Logged in to Conbook. You can close this tab."))
        #expect(grant.subject == FakeOpenIDProvider.subject)
        #expect(grant.lifetimeSeconds == 3600)
        #expect(fake.secrets.contains(grant.accessToken.secret))
        #expect(fake.secrets.contains(try #require(grant.refreshToken).secret))
        #expect(login.address.hasPrefix(fake.address("/oauth2/auth?response_type=code&client_id=conbook-tests&")))
        #expect(try LoginSteps.parameter("scope", of: login) == "openid profile offline_access")
        #expect(login.address.contains("scope=openid%20profile%20offline_access"))
        #expect(try LoginSteps.parameter("code_challenge_method", of: login) == "S256")
        #expect(try LoginSteps.parameter("state", of: login).count == 43)
        #expect(try LoginSteps.parameter("nonce", of: login).count == 43)
        let redirectURI = try LoginSteps.parameter("redirect_uri", of: login)
        #expect(redirectURI.wholeMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\/callback/) != nil)
        // The fake answered tokens only because SHA-256 of this verifier is the challenge sent.
        let exchange = try #require(fake.tokenRequests.first)
        let verifier = try #require(exchange["code_verifier"])
        #expect(exchange["grant_type"] == "authorization_code")
        #expect(exchange["redirect_uri"] == redirectURI)
        #expect(exchange["client_id"] == LoginSteps.clientID)
        #expect(verifier.count == 43)
        #expect(!login.address.contains(verifier))
        let claims = try await provider.claims(for: grant.accessToken)
        #expect(claims == IdentityClaims(subject: FakeOpenIDProvider.subject, name: FakeOpenIDProvider.name))
    }

    @Test("Given a login waiting, when the browser asks the listener for anything but the callback, then it answers 404")
    func otherPathsNotFound() async throws {
        let fake = try FakeOpenIDProvider()
        let login = try await LoginSteps.provider(for: fake).beginBrowserLogin()
        let listener = try LoginSteps.parameter("redirect_uri", of: login).replacingOccurrences(of: "/callback", with: "")

        async let waited = LoginSteps.outcome { () async throws(IdentityError) in try await login.waitForRedirect() }
        let favicon = try await TestBrowser.load(listener + "/favicon.ico")
        let page = try await TestBrowser.follow(login.address)

        let result = await waited

        #expect(favicon.status == 404)
        #expect(page.text.contains("Logged in to Conbook"))
        #expect(throws: Never.self) { try result.get() }
    }

    @Test(
        "Given a provider that sends back another state, or an attendee who refuses, when the redirect arrives, then the login fails (stateMismatch, denied), no code is exchanged, and the browser shows why",
        arguments: [
            (FakeOpenIDProvider.Script.AuthorizeAnswer.wrongState, IdentityError.stateMismatch, "not for this login"),
            (FakeOpenIDProvider.Script.AuthorizeAnswer.accessDenied, IdentityError.denied, "The login was refused"),
        ])
    func redirectRefused(
        answer: FakeOpenIDProvider.Script.AuthorizeAnswer, expected: IdentityError, shown: String
    ) async throws {
        let fake = try FakeOpenIDProvider()
        fake.script.authorizeAnswer = answer
        let login = try await LoginSteps.provider(for: fake).beginBrowserLogin()

        let (result, page) = try await LoginSteps.loginThroughLoopback(login)

        #expect(throws: expected) { try result.get() }
        #expect(fake.tokenRequests.isEmpty)
        #expect(page.text.contains(shown))
    }

    @Test("Given an id token whose nonce is another login's, when the code is exchanged, then the id token is rejected")
    func nonceMismatch() async throws {
        let fake = try FakeOpenIDProvider()
        fake.script.idTokenHasWrongNonce = true
        let login = try await LoginSteps.provider(for: fake).beginBrowserLogin()

        let (result, _) = try await LoginSteps.loginThroughLoopback(login)

        #expect(throws: IdentityError.idTokenRejected("its nonce is not the one this login sent")) { try result.get() }
    }

    @Test("Given a login waiting for its redirect, when it is cancelled, then the wait ends with cancelled and the port closes")
    func cancelled() async throws {
        let fake = try FakeOpenIDProvider()
        let login = try await LoginSteps.provider(for: fake).beginBrowserLogin()
        let listener = try LoginSteps.parameter("redirect_uri", of: login)

        async let waited = LoginSteps.outcome { () async throws(IdentityError) in try await login.waitForRedirect() }
        try await Task.sleep(for: .milliseconds(100))
        login.cancel()
        let result = await waited

        #expect(throws: IdentityError.cancelled) { try result.get() }
        await #expect(throws: (any Error).self) { try await TestBrowser.load(listener) }
    }
}
