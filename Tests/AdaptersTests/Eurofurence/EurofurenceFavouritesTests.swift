import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import ConbookTime
import Foundation
import Testing

/// Real HTTP against a loopback server: the favourites the 2026 server keeps.
@Suite("Eurofurence attendee API over HTTP: the server's favourites")
struct EurofurenceFavouritesTests {
    private static func credential(for api: EurofurenceAttendeeAPI) -> Credential {
        Credential(
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: "FAV-TOKEN"), refreshToken: nil,
            validUntil: ISO8601Timestamp.parse("2099-01-01T00:00:00Z")!, audience: api.audience,
            issuer: "https://identity.example/")
    }

    @Test(
        "Given the server's favourite events (2026 shape, zone-less dates, unknown keys), when asked for, then their ids come back; an empty body is none"
    )
    func listed() async throws {
        let body = """
            [{"Id":"4f1c2a4e-0000-4000-8000-000000000001","LastChangeDateTimeUtc":"2026-08-20T10:00:00.000",
              "Title":"Opening","IsInternal":false,"Tags":null,"SomethingNew":{"x":1}},
             {"Id":"4f1c2a4e-0000-4000-8000-000000000002","LastChangeDateTimeUtc":"2026-08-20T10:00:00.000"}]
            """
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(body.utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
        #expect(api.keepsFavourites)

        let favourites = try await api.favourites(with: Self.credential(for: api))

        #expect(favourites == ["4f1c2a4e-0000-4000-8000-000000000001", "4f1c2a4e-0000-4000-8000-000000000002"])
        #expect(server.requests.map { "\($0.method) \($0.target)" } == ["GET /EF30/Api/Events/Favorites"])
        #expect(server.requests[0].headers["authorization"] == "Bearer FAV-TOKEN")

        server.setBehaviour(.respond(body: []))
        #expect(try await api.favourites(with: Self.credential(for: api)) == [])
    }

    @Test("Given an event, when marked and unmarked, then it is a POST and a DELETE of Events/{id}/:favorite with the bearer")
    func markAndUnmark() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 204, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api/"))

        try await api.setFavourite("event/1 ä", true, with: Self.credential(for: api))
        try await api.setFavourite("event/1 ä", false, with: Self.credential(for: api))

        #expect(
            server.requests.map { "\($0.method) \($0.target)" } == [
                "POST /EF30/Api/Events/event%2F1%20%C3%A4/:favorite", "DELETE /EF30/Api/Events/event%2F1%20%C3%A4/:favorite",
            ])
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer FAV-TOKEN" })
    }

    @Test("Given an event the server does not know, a broken list and a refused token, then each is its own error")
    func failures() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 404, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
        let credential = Self.credential(for: api)

        await #expect(throws: AttendeeAPIError.serverError(status: 404)) {
            try await api.setFavourite("unknown", true, with: credential)
        }
        server.setBehaviour(.respond(body: Array("[{\"Title\":\"no id\"}".utf8)))
        await #expect(throws: AttendeeAPIError.malformed("the list of favourites (Events/Favorites) is not in the expected form"))
        {
            try await api.favourites(with: credential)
        }
        server.setBehaviour(.respond(status: 401, body: []))
        await #expect(throws: AttendeeAPIError.unauthorized) { try await api.favourites(with: credential) }
    }
}

@Suite("Eurofurence attendee API over HTTP: the favourites' calendar feed")
struct EurofurenceCalendarFeedTests {
    private static func credential(for api: EurofurenceAttendeeAPI) -> Credential {
        Credential(
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: "FAV-TOKEN"), refreshToken: nil,
            validUntil: ISO8601Timestamp.parse("2099-01-01T00:00:00Z")!, audience: api.audience,
            issuer: "https://identity.example/")
    }

    @Test("Given the server's calendar token, as a JSON string or plain text, then the feed's address is built from it")
    func address() async throws {
        let server = try LoopbackHTTPServer(
            behaviour: .respond(body: Array("\"0b5e6c1a-6d3f-4b1e-9a2c-7f00d1e2c3b4\"".utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api/"))

        let address = try await api.favouritesCalendarAddress(with: Self.credential(for: api))

        #expect(
            address
                == "http://127.0.0.1:\(server.port)/EF30/Api/Events/Favorites/calendar.ics?token=0b5e6c1a-6d3f-4b1e-9a2c-7f00d1e2c3b4"
        )
        #expect(server.requests.map(\.target) == ["/EF30/Api/Events/Favorites/:calendar-token"])
        #expect(server.requests[0].headers["authorization"] == "Bearer FAV-TOKEN")

        server.setBehaviour(.respond(body: Array("plain-token\n".utf8)))
        #expect(try await api.favouritesCalendarAddress(with: Self.credential(for: api)).hasSuffix("?token=plain-token"))
    }

    @Test("Given a token that is no plain word, or the server's 400 for an unknown user, then each is its own error")
    func failures() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array("\"a&b=c\"".utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
        let malformed = AttendeeAPIError.malformed(
            "the calendar token (Events/Favorites/:calendar-token) is not in the expected form")
        await #expect(throws: malformed) { try await api.favouritesCalendarAddress(with: Self.credential(for: api)) }
        server.setBehaviour(.respond(body: []))
        await #expect(throws: malformed) { try await api.favouritesCalendarAddress(with: Self.credential(for: api)) }
        server.setBehaviour(.respond(status: 400, body: Array("\"User is unknown.\"".utf8)))
        await #expect(throws: AttendeeAPIError.serverError(status: 400)) {
            try await api.favouritesCalendarAddress(with: Self.credential(for: api))
        }
    }
}
