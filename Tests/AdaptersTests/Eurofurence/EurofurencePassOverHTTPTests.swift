import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Eurofurence badge pass over HTTP: Users/Pass with the bearer, the picture read")
struct EurofurencePassOverHTTPTests {
    private static func credential(for api: EurofurenceAttendeeAPI) -> Credential {
        Credential(
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: "PASS-TOKEN-9"), validUntil: nil,
            audience: api.audience, issuer: "https://identity.example/")
    }

    @Test(
        "Given a server answering Users/Pass with an SVG Aztec code, when the pass is asked for, then it is a GET of Users/Pass with the bearer, asking for SVG, and the code's modules come back"
    )
    func fetchesThePass() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respond(body: Array(try PassFixture.data("aztec-1234-zint-path.svg"))))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api/"))

        let pass = try await api.badgePass(with: Self.credential(for: api))

        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/EF30/Api/Users/Pass")
        #expect(request.headers["authorization"] == "Bearer PASS-TOKEN-9")
        #expect(request.headers["accept"] == "image/svg+xml")
        #expect(pass.rows == (try PassFixture.modules("aztec-1234.txt")))
    }

    @Test("Given no registration (404), a refused token (401) or a broken picture, then each is its own error without the token")
    func failures() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 404, body: Array("PASS-TOKEN-9".utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
        let credential = Self.credential(for: api)

        await #expect(throws: AttendeeAPIError.serverError(status: 404)) { try await api.badgePass(with: credential) }
        server.setBehaviour(.respond(status: 401, body: []))
        await #expect(throws: AttendeeAPIError.unauthorized) { try await api.badgePass(with: credential) }
        server.setBehaviour(.respond(body: Array("<svg xmlns='http://www.w3.org/2000/svg'></svg>".utf8)))
        await #expect(throws: AttendeeAPIError.malformed("the picture draws no dark module")) {
            try await api.badgePass(with: credential)
        }
    }

    @Test("Given plain http to another machine, when the pass is asked for, then nothing is sent")
    func unsafeTarget() async throws {
        let remote = EurofurenceAttendeeAPI(baseURL: URL(string: "http://app.example.org/EF30/Api")!)

        await #expect(throws: AttendeeAPIError.refusedUnsafe("http://app.example.org/EF30/Api is not reached over https")) {
            try await remote.badgePass(with: Self.credential(for: remote))
        }
    }
}
