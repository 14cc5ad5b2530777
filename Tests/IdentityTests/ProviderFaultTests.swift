import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Faults: a stalled endpoint, an unsafe or wrong issuer, and secrets kept out of every error")
struct ProviderFaultTests {
    @Test("Given a token endpoint that never answers, when the code is exchanged with a short timeout, then it timed out")
    func stalledTokenEndpoint() async throws {
        let fake = try FakeOpenIDProvider()
        let provider = LoginSteps.provider(
            for: fake, redirect: .registered(LoginSteps.registeredRedirect), timeout: .seconds(1))
        let login = try await provider.beginBrowserLogin()
        let ended = try await LoginSteps.redirectAddress(of: login)
        fake.script.tokenEndpointStalls = true

        await #expect(throws: IdentityError.timedOut(seconds: 1)) { try await login.finish(redirectedTo: ended) }
    }

    @Test(
        "Given an issuer over plain http on another machine, when anything is asked, then nothing is sent: refusedUnsafe",
        arguments: ["http://identity.example.org/", "ftp://127.0.0.1/"])
    func plainHTTPElsewhere(issuer: String) async throws {
        let provider = OpenIDConnectProvider(issuer: try #require(URL(string: issuer)), clientID: "c")

        let result = await LoginSteps.outcome { () async throws(IdentityError) in try await provider.beginBrowserLogin() }

        guard case .failure(.refusedUnsafe) = result else {
            Issue.record("expected refusedUnsafe, got \(result)")
            return
        }
    }

    @Test("Given an issuer whose discovery document names another issuer, when logging in, then the document is malformed")
    func issuerMismatch() async throws {
        let fake = try FakeOpenIDProvider()
        let localhost = try #require(
            URL(string: fake.issuer.absoluteString.replacingOccurrences(of: "127.0.0.1", with: "localhost")))
        let provider = OpenIDConnectProvider(issuer: localhost, clientID: LoginSteps.clientID)

        let result = await LoginSteps.outcome { () async throws(IdentityError) in try await provider.beginBrowserLogin() }

        guard case .failure(.malformed(let why)) = result else {
            Issue.record("expected malformed, got \(result)")
            return
        }
        #expect(why.contains("not \(localhost.absoluteString)'s"))
    }

    @Test("Given the issuer without its trailing slash, when logging in, then discovery still finds the provider")
    func issuerWithoutSlash() async throws {
        let fake = try FakeOpenIDProvider()
        let issuer = String(fake.issuer.absoluteString.dropLast())
        let provider = OpenIDConnectProvider(
            issuer: try #require(URL(string: issuer)), clientID: LoginSteps.clientID,
            redirect: .registered(LoginSteps.registeredRedirect))

        let login = try await provider.beginBrowserLogin()
        let grant = try await login.finish(redirectedTo: try await LoginSteps.redirectAddress(of: login))

        #expect(provider.issuer == issuer)
        #expect(grant.subject == FakeOpenIDProvider.subject)
    }

    @Test(
        "Given a provider whose error descriptions repeat the secrets sent, when logins, refreshes and polls fail, then no error's description holds a code, verifier or token"
    )
    func secretsNeverInErrors() async throws {
        let fake = try FakeOpenIDProvider()
        fake.script.errorsRepeatSecrets = true
        fake.script.offersDeviceLogin = true
        fake.script.devicePolls = [.expired]
        let provider = LoginSteps.provider(for: fake, redirect: .registered(LoginSteps.registeredRedirect))
        var errors: [IdentityError] = []
        func record(_ step: () async throws(IdentityError) -> some Any) async {
            if case .failure(let error) = await LoginSteps.outcome(step) { errors.append(error) }
        }

        let login = try await provider.beginBrowserLogin()
        let ended = try await LoginSteps.redirectAddress(of: login)
        let grant = try await login.finish(redirectedTo: ended)
        let refreshToken = try #require(grant.refreshToken)
        await record { () async throws(IdentityError) in try await login.finish(redirectedTo: ended) }
        await record { () async throws(IdentityError) in
            try await login.finish(redirectedTo: ended.replacingOccurrences(of: "state=", with: "state=x"))
        }
        fake.endSessions()
        await record { () async throws(IdentityError) in try await provider.refresh(refreshToken) }
        await record { () async throws(IdentityError) in try await provider.refresh(LoginToken(secret: "made-up-refresh-token")) }
        await record { () async throws(IdentityError) in try await provider.beginDeviceLogin().waitForApproval() }
        fake.script.idTokenHasWrongNonce = true
        let second = try await provider.beginBrowserLogin()
        let secondEnded = try await LoginSteps.redirectAddress(of: second)
        await record { () async throws(IdentityError) in try await second.finish(redirectedTo: secondEnded) }

        #expect(errors.count == 6)
        #expect(errors.contains { if case .providerError("invalid_grant", .some) = $0 { true } else { false } })
        let secrets = fake.secrets + ["made-up-refresh-token"]
        #expect(!secrets.isEmpty)
        for error in errors {
            let texts = [error.description, String(describing: error), String(reflecting: error), "\(grant)"]
            for secret in secrets {
                #expect(!texts.contains { $0.contains(secret) }, "\(error) holds a secret")
            }
        }
    }
}
