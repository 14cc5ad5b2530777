import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

/// The steps the tests take with a provider: making the client, and a login played through.
enum LoginSteps {
    static let clientID = "conbook-tests"
    static let registeredRedirect = "eurofurence://auth/login"

    /// How a step ended: its value or its error.
    static func outcome<Value>(_ step: () async throws(IdentityError) -> Value) async -> Result<Value, IdentityError> {
        do throws(IdentityError) {
            return .success(try await step())
        } catch {
            return .failure(error)
        }
    }

    /// A client of the fake provider.
    static func provider(
        for fake: FakeOpenIDProvider, redirect: OpenIDConnectProvider.Redirect = .loopback,
        timeout: Duration = .seconds(20),
        pollSleep: @escaping @Sendable (Duration) async throws -> Void = { _ in }
    ) -> OpenIDConnectProvider {
        OpenIDConnectProvider(
            issuer: fake.issuer, clientID: clientID, redirect: redirect, timeout: timeout, pollSleep: pollSleep)
    }

    /// Opens the login's address in the test's browser, which follows the provider's redirect to
    /// the loopback listener, while the login waits for it: the grant, and the page the browser ended on.
    static func loginThroughLoopback(
        _ login: any BrowserLogin
    ) async throws -> (Result<TokenGrant, IdentityError>, TestBrowser.Page) {
        async let waited = LoginSteps.outcome { () async throws(IdentityError) in try await login.waitForRedirect() }
        let page = try await TestBrowser.follow(login.address)
        return (await waited, page)
    }

    /// Opens the login's address in the test's browser and returns where the provider sent it
    /// (an address the browser cannot open, for the attendee to paste).
    static func redirectAddress(of login: any BrowserLogin) async throws -> String {
        let page = try await TestBrowser.load(login.address)
        #expect(page.status == 302)
        return try #require(page.location)
    }

    /// A parameter of the login's address.
    static func parameter(_ name: String, of login: any BrowserLogin) throws -> String {
        let items = try #require(URLComponents(string: login.address)?.queryItems)
        return try #require(items.first { $0.name == name }?.value)
    }
}
