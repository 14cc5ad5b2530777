import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("What the provider answers over HTTP: too large, redirected, failed, or nobody there")
struct ProviderAnswerTests {
    /// A server whose discovery document names it, and whose token endpoint answers as `tokenEndpoint` does.
    private static func provider(
        tokenEndpoint: LoopbackHTTPServer.Behaviour
    ) throws -> (LoopbackHTTPServer, OpenIDConnectProvider) {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 503, body: []))
        let issuer = "http://127.0.0.1:\(server.port)/"
        let discovery = """
            {"issuer": "\(issuer)", "authorization_endpoint": "\(issuer)auth", "token_endpoint": "\(issuer)token"}
            """
        server.setBehaviour(
            .routes([
                .init(prefix: "/.well-known/openid-configuration", behaviour: .respond(body: Array(discovery.utf8))),
                .init(prefix: "/token", behaviour: tokenEndpoint),
            ]))
        let provider = OpenIDConnectProvider(
            issuer: try server.url(path: "/"), clientID: LoginSteps.clientID, timeout: .seconds(5))
        return (server, provider)
    }

    @Test("Given a discovery document over 1 MiB, when logging in, then it is refused as malformed")
    func tooLarge() async throws {
        let huge = Array(#"{"issuer": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20) + Array(#""}"#.utf8)
        let server = try LoopbackHTTPServer(behaviour: .respond(body: huge))
        let provider = OpenIDConnectProvider(issuer: try server.url(path: "/"), clientID: LoginSteps.clientID)

        await #expect(throws: IdentityError.malformed("the answer is larger than 1 MiB")) {
            try await provider.beginBrowserLogin()
        }
    }

    @Test("Given a token endpoint that redirects, when refreshing, then the redirect is not followed: a server error")
    func redirectNotFollowed() async throws {
        let (server, provider) = try Self.provider(tokenEndpoint: .redirect(status: 307, location: "/elsewhere"))

        await #expect(throws: IdentityError.serverError(status: 307)) {
            try await provider.refresh(LoginToken(secret: "refresh-token"))
        }
        #expect(!server.requestTargets.contains("/elsewhere"))
    }

    @Test(
        "Given a token endpoint failing with a status and no OAuth error, when refreshing, then it is a server error with that status",
        arguments: [500, 401, 400])
    func serverError(status: Int) async throws {
        let (server, provider) = try Self.provider(tokenEndpoint: .respond(status: status, body: Array("<html>".utf8)))

        await #expect(throws: IdentityError.serverError(status: status)) {
            try await provider.refresh(LoginToken(secret: "refresh-token"))
        }
        #expect(server.requestTargets.last == "/token")
    }

    @Test("Given a refresh token the provider refuses with invalid_grant and 401, when refreshing, then the session ended")
    func invalidGrantAt401() async throws {
        let (server, provider) = try Self.provider(
            tokenEndpoint: .respond(status: 401, body: Array(#"{"error": "invalid_grant"}"#.utf8)))

        await #expect(throws: IdentityError.sessionEnded) { try await provider.refresh(LoginToken(secret: "refresh-token")) }
        #expect(server.requests.last?.bodyText == "grant_type=refresh_token&refresh_token=refresh-token&client_id=conbook-tests")
    }

    @Test("Given a provider without a userinfo endpoint, when asking for claims, then they are not offered")
    func noUserinfo() async throws {
        let (server, provider) = try Self.provider(tokenEndpoint: .respond(body: []))

        await #expect(throws: IdentityError.notOffered("the claims of a login (userinfo)")) {
            try await provider.claims(for: LoginToken(secret: "access-token"))
        }
        #expect(server.requestTargets == ["/.well-known/openid-configuration"])
    }

    @Test("Given nobody listening at the issuer, when logging in, then the provider is unreachable")
    func unreachable() async throws {
        let port = try RefusingPort()
        let provider = OpenIDConnectProvider(issuer: try port.url(path: "/"), clientID: LoginSteps.clientID)

        let result = await LoginSteps.outcome { () async throws(IdentityError) in try await provider.beginBrowserLogin() }

        guard case .failure(.unreachable) = result else {
            Issue.record("expected unreachable, got \(result)")
            return
        }
    }
}
