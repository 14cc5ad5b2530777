import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import ConbookTime
import Foundation
import Testing

/// Real HTTP against a loopback server: the sync of a logged-in attendee carries their token, and
/// only where it is safe.
@Suite("Eurofurence sync for a logged-in attendee: the bearer, kept safe")
struct AuthenticatedSyncTests {
    private static func credential(audience: String, token: String = "SYNC-TOKEN-5e1") -> Credential {
        Credential(
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: token), refreshToken: nil,
            validUntil: ISO8601Timestamp.parse("2099-01-01T00:00:00Z")!, audience: audience,
            issuer: "https://identity.example/")
    }

    private static func fetch(
        _ api: URLSessionConventionAPI, since: Instant? = nil, credential: Credential?
    ) async throws(ConventionAPIError) -> SyncResponse {
        try await api.fetchChanges(since: since, sourceVersion: nil, credential: credential) { _ in }
    }

    @Test("Given a login for this API, when it syncs, then the request carries the bearer; without a login it carries none")
    func carriesTheBearer() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Fixtures.data("NoChanges.json"))))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF30/Api/"))
        #expect(api.filtersByCaller)
        let audience = EurofurenceAttendeeAPI(baseURL: api.baseURL).audience

        _ = try await Self.fetch(api, credential: Self.credential(audience: audience))
        _ = try await Self.fetch(api, credential: nil)

        #expect(server.requests.map(\.target) == ["/EF30/Api/Sync", "/EF30/Api/Sync"])
        #expect(server.requests[0].headers["authorization"] == "Bearer SYNC-TOKEN-5e1")
        #expect(server.requests[1].headers["authorization"] == nil)
    }

    @Test("Given a login for another API, when it syncs, then nothing is sent and the error says why without the token")
    func otherAudienceRefused() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Fixtures.data("NoChanges.json"))))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF30/Api"))

        await #expect(
            throws: ConventionAPIError.refusedUnsafe(
                "the login is for https://app.eurofurence.org/EF30/Api, not for \(api.baseURL.absoluteString)")
        ) {
            try await Self.fetch(api, credential: Self.credential(audience: "https://app.eurofurence.org/EF30/Api"))
        }
        #expect(server.requests.isEmpty)
    }

    @Test("Given a plain http server that is not this machine, when a logged-in attendee syncs, then nothing is sent")
    func plainHTTPRefused() async throws {
        let api = URLSessionConventionAPI(baseURL: URL(string: "http://app.example.org/EF30/Api")!)
        await #expect(throws: ConventionAPIError.refusedUnsafe("http://app.example.org/EF30/Api is not reached over https")) {
            try await Self.fetch(api, credential: Self.credential(audience: "http://app.example.org/EF30/Api"))
        }
    }

    @Test("Given a server that redirects the sync elsewhere, when a logged-in attendee syncs, then the redirect is not followed")
    func redirectNotFollowed() async throws {
        let elsewhere = try LoopbackHTTPServer(behaviour: .respond(body: Array(try Fixtures.data("NoChanges.json"))))
        let server = try LoopbackHTTPServer(behaviour: .redirect(location: try elsewhere.url(path: "/steal").absoluteString))
        let api = URLSessionConventionAPI(baseURL: try server.url(path: "/EF30/Api"))
        let audience = EurofurenceAttendeeAPI(baseURL: api.baseURL).audience

        do {
            _ = try await Self.fetch(api, credential: Self.credential(audience: audience))
            Issue.record("a redirect should be refused")
        } catch {
            if case .refusedUnsafe(let reason) = error {
                #expect(!reason.contains("SYNC-TOKEN"))
            } else {
                Issue.record("expected refusedUnsafe, got \(error)")
            }
        }
        #expect(elsewhere.requests.isEmpty)
    }
}
