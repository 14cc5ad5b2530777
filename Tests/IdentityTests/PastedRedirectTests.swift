import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Browser login with a registered redirect: the attendee pastes the address the browser ended on")
struct PastedRedirectTests {
    private static func pastedLogin() async throws -> (FakeOpenIDProvider, any BrowserLogin) {
        let fake = try FakeOpenIDProvider()
        let provider = LoginSteps.provider(for: fake, redirect: .registered(LoginSteps.registeredRedirect))
        return (fake, try await provider.beginBrowserLogin())
    }

    @Test(
        "Given a registered redirect, when the attendee pastes the address the provider sent the browser to, then the login finishes with the grant"
    )
    func pasted() async throws {
        let (fake, login) = try await Self.pastedLogin()
        #expect(!login.receivesRedirect)
        #expect(try LoginSteps.parameter("redirect_uri", of: login) == LoginSteps.registeredRedirect)

        let ended = try await LoginSteps.redirectAddress(of: login)
        let grant = try await login.finish(redirectedTo: "  \(ended)\n")

        #expect(ended.hasPrefix(LoginSteps.registeredRedirect + "?code="))
        #expect(grant.subject == FakeOpenIDProvider.subject)
        #expect(fake.tokenRequests.first?["redirect_uri"] == LoginSteps.registeredRedirect)
    }

    @Test("Given a registered redirect, when waiting for a redirect, then that is not offered")
    func noListener() async throws {
        let (_, login) = try await Self.pastedLogin()

        await #expect(throws: IdentityError.self) { try await login.waitForRedirect() }
        let result = await LoginSteps.outcome { () async throws(IdentityError) in try await login.waitForRedirect() }
        guard case .failure(.notOffered) = result else {
            Issue.record("expected notOffered, got \(result)")
            return
        }
    }

    @Test(
        "Given a login, when the attendee pastes garbage, another address or the redirect without its answer, then it is unreadable and nothing is sent",
        arguments: [
            "hello there", "", "https://example.org/auth/login?code=c&state=s", "eurofurence://auth/other?code=c&state=s",
            "eurofurence://auth/login", "eurofurence://auth/login?",
        ])
    func unreadable(pasted: String) async throws {
        let (fake, login) = try await Self.pastedLogin()

        let result = await LoginSteps.outcome { () async throws(IdentityError) in
            try await login.finish(redirectedTo: pasted)
        }

        guard case .failure(.redirectUnreadable) = result else {
            Issue.record("expected redirectUnreadable, got \(result)")
            return
        }
        #expect(fake.tokenRequests.isEmpty)
    }

    @Test("Given an error answer for another login, when pasted, then the state is checked first: stateMismatch")
    func stateCheckedBeforeError() async throws {
        let (_, login) = try await Self.pastedLogin()

        await #expect(throws: IdentityError.stateMismatch) {
            try await login.finish(redirectedTo: LoginSteps.registeredRedirect + "?error=access_denied&state=another")
        }
    }

    @Test("Given an error answer other than access_denied for this login, when pasted, then it is the provider's error")
    func providerError() async throws {
        let (_, login) = try await Self.pastedLogin()
        let state = try LoginSteps.parameter("state", of: login)

        await #expect(
            throws: IdentityError.providerError(code: "temporarily_unavailable", description: "Down for maintenance")
        ) {
            try await login.finish(
                redirectedTo: LoginSteps.registeredRedirect
                    + "?error=temporarily_unavailable&error_description=Down+for%20maintenance&state=\(state)")
        }
    }
}
