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
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: token),
            refreshToken: LoginToken(secret: "REFRESH-\(token)"),
            validUntil: ISO8601Timestamp.parse("2022-09-04T21:23:36.780Z")!, audience: api.audience,
            issuer: "https://identity.example/")
    }

    @Test(
        "Given the 2026 server's account answer, when the profile is asked for, then it is a GET of Users/:self with the bearer, roles once each and the registrations"
    )
    func profile() async throws {
        let body = """
            {"Id":"00000000-0000-0000-0000-000000000000","LastChangeDateTimeUtc":"0001-01-01T00:00:00.000",
             "Roles":["Attendee","AttendeeCheckedIn","Attendee","Staff"],"Registrations":[{"Id":"1234","Status":"CheckedIn"}]}
            """
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(body.utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api/"))

        let profile = try await api.profile(with: Self.credential(for: api))

        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/EF30/Api/Users/:self")
        #expect(request.headers["authorization"] == "Bearer Token")
        #expect(profile.roles == ["Attendee", "AttendeeCheckedIn", "Staff"])
        #expect(profile.registrations == [AttendeeRegistration(number: "1234", status: "CheckedIn")])
        #expect(profile.isAttendee)
        #expect(api.audience == "http://127.0.0.1:\(server.port)/EF30/Api")
    }

    @Test("Given a message read already, when it is marked read again and the 2026 server answers 400, then that is no failure")
    func readTwice() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 400, body: Array("\"already read\"".utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))

        try await api.markRead("ID", with: Self.credential(for: api))

        #expect(server.requests.map(\.target) == ["/EF30/Api/Communication/PrivateMessages/ID/Read"])
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

    @Test("Given feedback, when sent, then it posts the event, rating and message, with the token")
    func feedback() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))
        let feedback = try EventFeedback(eventID: "event-1", rating: 4, message: "Schön, danke")

        try await api.sendFeedback(feedback, with: Self.credential(for: api))

        #expect(server.requests.map(\.target) == ["/EF27/api/EventFeedback"])
        #expect(try Self.json(server.requests[0].body) == ["EventId": "event-1", "Rating": 4, "Message": "Schön, danke"])
        #expect(server.requests[0].headers["authorization"] == "Bearer Token")
    }

    @Test("Given 401, 403, 503 and a body that is not JSON, then each is its own error, and no message shows the token")
    func failures() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 401, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))
        let credential = Self.credential(for: api, token: "SECRET-123")

        await #expect(throws: AttendeeAPIError.unauthorized) { try await api.privateMessages(with: credential) }
        server.setBehaviour(.respond(status: 403, body: []))
        await #expect(throws: AttendeeAPIError.forbidden) { try await api.profile(with: credential) }
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

    @Test(
        "Given a server that never answers, when the profile is asked for, then it times out in bounded time with how long it waited"
    )
    func timeout() async throws {
        let server = try LoopbackHTTPServer(behaviour: .neverAnswer)
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"), timeout: .seconds(1))

        await #expect(throws: AttendeeAPIError.timedOut(seconds: 1)) {
            try await api.profile(with: Self.credential(for: api))
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

    @Test("Given plain http to another machine, or a login for another API, when asked, then nothing is sent")
    func unsafeTargets() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array("[]".utf8)))
        let remote = EurofurenceAttendeeAPI(baseURL: URL(string: "http://app.example.org/EF27/api")!)
        let local = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api"))

        await #expect(throws: AttendeeAPIError.refusedUnsafe("http://app.example.org/EF27/api is not reached over https")) {
            try await remote.privateMessages(with: Self.credential(for: remote))
        }
        await #expect(
            throws: AttendeeAPIError.refusedUnsafe(
                "the login is for http://app.example.org/EF27/api, not for \(local.audience)")
        ) {
            try await local.privateMessages(with: Self.credential(for: remote))
        }
        #expect(server.requests.isEmpty)
    }
}
