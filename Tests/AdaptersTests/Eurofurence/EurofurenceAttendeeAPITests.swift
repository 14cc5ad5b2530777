import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import ConbookTime
import Foundation
import Testing

@Suite("Eurofurence attendee API over HTTP: exact requests, the token kept safe")
struct EurofurenceAttendeeAPITests {
    private static func json(_ bytes: [UInt8]) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
    }

    private static func credential(for api: EurofurenceAttendeeAPI, token: String = "Token") -> Credential {
        Credential(
            userID: "RegSys:EF26:108", username: "Username", registrationNumber: 42, token: LoginToken(secret: token),
            validUntil: ISO8601Timestamp.parse("2022-09-04T21:23:36.780Z")!, issuer: api.issuer)
    }

    @Test(
        "Given the real login answer, when logging in, then the request is a POST of the expected JSON body and the credential holds its token and expiry"
    )
    func login() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respond(body: Array(try Fixtures.data("ExpectedSuccessfulLoginBody.json"))))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api/"))

        let credential = try await api.login(
            try LoginRequest(registrationNumber: "42", username: "Some Guy", password: "p4s5w0rd"))

        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.target == "/EF27/api/Tokens/RegSys")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["authorization"] == nil)
        #expect(try Self.json(request.body) == Self.json(Array(try Fixtures.data("ExpectedLoginBody.json"))))
        #expect(credential == Self.credential(for: api))
        #expect(credential.issuer == "http://127.0.0.1:\(server.port)/EF27/api")
    }

    @Test(
        "Given the real messages answer, when listed and one marked read, then each request carries the bearer token and the read mark posts `true`"
    )
    func messagesAndReadMark() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .routes([
                .init(prefix: "/EF27/api/Communication/PrivateMessages/ID/Read", behaviour: .respond(body: [])),
                .init(
                    prefix: "/EF27/api/Communication/PrivateMessages",
                    behaviour: .respond(
                        body: Array(try Fixtures.data("ExpectedMessagesResponse.json")))),
            ]))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))
        let credential = Self.credential(for: api)

        let messages = try await api.privateMessages(with: credential)
        try await api.markRead("ID", with: credential)

        #expect(
            messages == [
                PrivateMessage(
                    id: "ID", authorName: "Author", subject: "Subject", message: "Message",
                    receivedAt: ISO8601Timestamp.parse("2017-07-25T18:45:59.050Z")!,
                    readAt: ISO8601Timestamp.parse("2017-07-25T18:50:59.050Z")!)
            ])
        #expect(
            server.requests.map { "\($0.method) \($0.target)" } == [
                "GET /EF27/api/Communication/PrivateMessages", "POST /EF27/api/Communication/PrivateMessages/ID/Read",
            ])
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer Token" })
        #expect(server.requests.last?.bodyText == "true")
    }

    @Test("Given feedback, when sent, then it posts the event, rating and message, with the token when logged in")
    func feedback() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))
        let feedback = try EventFeedback(eventID: "event-1", rating: 4, message: "Schön, danke")

        try await api.sendFeedback(feedback, with: nil)
        try await api.sendFeedback(feedback, with: Self.credential(for: api))

        #expect(server.requests.map(\.target) == ["/EF27/api/EventFeedback", "/EF27/api/EventFeedback"])
        #expect(try Self.json(server.requests[0].body) == ["EventId": "event-1", "Rating": 4, "Message": "Schön, danke"])
        #expect(server.requests[0].headers["authorization"] == nil)
        #expect(server.requests[1].headers["authorization"] == "Bearer Token")
    }

    @Test("Given 401, 403, 503 and a body that is no login, then each is its own error, and no message shows the token")
    func failures() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 401, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))
        let credential = Self.credential(for: api, token: "SECRET-123")
        let request = try LoginRequest(registrationNumber: "42", username: "Some Guy", password: "pw")

        await #expect(throws: AttendeeAPIError.unauthorized) { try await api.privateMessages(with: credential) }
        server.setBehaviour(.respond(status: 403, body: []))
        await #expect(throws: AttendeeAPIError.forbidden) { try await api.login(request) }
        server.setBehaviour(.respond(status: 503, body: Array("SECRET-123".utf8)))
        await #expect(throws: AttendeeAPIError.serverError(status: 503)) { try await api.markRead("m", with: credential) }
        server.setBehaviour(.respond(body: Array("<html>SECRET-123</html>".utf8)))
        do {
            _ = try await api.privateMessages(with: credential)
            Issue.record("an HTML answer should be refused")
        } catch {
            #expect(error == .malformed("the private messages is not in the expected form"))
            #expect(!error.description.contains("SECRET-123"))
        }
    }

    @Test("Given a server that never answers, when logging in, then it times out in bounded time with how long it waited")
    func timeout() async throws {
        let server = try LoopbackHTTPServer(behaviour: .neverAnswer)
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"), timeout: .seconds(1))

        await #expect(throws: AttendeeAPIError.timedOut(seconds: 1)) {
            try await api.login(try LoginRequest(registrationNumber: "42", username: "Some Guy", password: "pw"))
        }
    }

    @Test("Given a redirect to another host, when the messages are asked for, then it is refused and the token goes nowhere else")
    func redirectRefused() async throws {
        let elsewhere = try LoopbackHTTPServer(behaviour: .respond(body: Array("[]".utf8)))
        let server = try LoopbackHTTPServer(behaviour: .redirect(location: try elsewhere.url(path: "/steal").absoluteString))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))

        do {
            _ = try await api.privateMessages(with: Self.credential(for: api))
            Issue.record("a redirect should be refused")
        } catch {
            guard case .refusedUnsafe = error else {
                Issue.record("expected refusedUnsafe, got \(error)")
                return
            }
        }
        #expect(elsewhere.requests.isEmpty)
    }

    @Test("Given plain http to another machine, or a login issued by another API, when asked, then nothing is sent")
    func unsafeTargets() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array("[]".utf8)))
        let remote = EurofurenceAttendeeAPI(baseURL: URL(string: "http://app.example.org/EF27/api")!)
        let local = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))

        await #expect(throws: AttendeeAPIError.refusedUnsafe("http://app.example.org/EF27/api is not reached over https")) {
            try await remote.privateMessages(with: Self.credential(for: remote))
        }
        await #expect(
            throws: AttendeeAPIError.refusedUnsafe(
                "the login was issued by http://app.example.org/EF27/api, not by \(local.issuer)")
        ) {
            try await local.privateMessages(with: Self.credential(for: remote))
        }
        #expect(server.requests.isEmpty)
    }
}
