import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Eurofurence lost & found over HTTP: LostAndFound/Items with the bearer, the 2026 shape read")
struct EurofurenceLostAndFoundOverHTTPTests {
    private static let token = "LOST-TOKEN-4711"

    private static func credential(for api: EurofurenceAttendeeAPI) -> Credential {
        Credential(
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: token), validUntil: nil,
            audience: api.audience, issuer: "https://identity.example/")
    }

    /// The 2026 shape (System.Text.Json, indented, PascalCase, explicit nulls): dates without a
    /// zone, the server's empty date, a status this version does not know, and keys it ignores.
    private static let answer2026 = """
        [
          {
            "ExternalId": 17,
            "ImageUrl": "https://lostandfound.example/images/17.jpg",
            "Title": "Fox plush",
            "Description": "Orange, found in Room A.",
            "Status": "Found",
            "LostDateTimeUtc": "0001-01-01T00:00:00.000",
            "FoundDateTimeUtc": "2026-08-20T17:30:00.000",
            "ReturnDateTimeUtc": null,
            "Id": "2c9b4c5e-0f8a-4d35-9a53-0d3f2b7e1a10",
            "LastChangeDateTimeUtc": "2026-08-20T17:30:00.000",
            "IsDeleted": 0
          },
          {
            "ExternalId": 18,
            "ImageUrl": null,
            "Title": "Black phone",
            "Description": null,
            "Status": "Lost",
            "LostDateTimeUtc": "2026-08-21T08:15:00.000Z",
            "FoundDateTimeUtc": null,
            "ReturnDateTimeUtc": null
          },
          {
            "ExternalId": 19,
            "ImageUrl": "",
            "Title": "Badge",
            "Description": "",
            "Status": "Returned",
            "LostDateTimeUtc": "2026-08-19T10:00:00.000+02:00",
            "FoundDateTimeUtc": "2026-08-19T11:00:00.000",
            "ReturnDateTimeUtc": "2026-08-19T12:00:00.000"
          },
          {
            "ExternalId": 20,
            "ImageUrl": null,
            "Title": "Something",
            "Description": null,
            "Status": "Disposed",
            "LostDateTimeUtc": null,
            "FoundDateTimeUtc": null,
            "ReturnDateTimeUtc": null
          }
        ]
        """

    private static func utc(_ day: Int, _ hour: Int, _ minute: Int) -> Instant {
        Instant(utc: CalendarDate(year: 2026, month: 8, day: day)!, hour: hour, minute: minute)
    }

    @Test(
        "Given a server answering LostAndFound/Items in the 2026 shape, when the items are asked for, then it is a GET with the bearer, zone-less dates are UTC, 0001-01-01 is no date, an unknown status is unknown and unknown keys are ignored"
    )
    func readsThe2026Shape() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(Self.answer2026.utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api/"))

        let items = try await api.lostAndFoundItems(with: Self.credential(for: api))

        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "GET")
        #expect(request.target == "/EF30/Api/LostAndFound/Items")
        #expect(request.headers["authorization"] == "Bearer \(Self.token)")
        #expect(request.headers["accept"] == "application/json")
        #expect(
            items == [
                LostAndFoundItem(
                    id: 17, title: "Fox plush", description: "Orange, found in Room A.", status: .found,
                    foundAt: Self.utc(20, 17, 30), pictureAddress: "https://lostandfound.example/images/17.jpg"),
                LostAndFoundItem(id: 18, title: "Black phone", status: .lost, lostAt: Self.utc(21, 8, 15)),
                LostAndFoundItem(
                    id: 19, title: "Badge", status: .returned, lostAt: Self.utc(19, 8, 0), foundAt: Self.utc(19, 11, 0),
                    returnedAt: Self.utc(19, 12, 0)),
                LostAndFoundItem(id: 20, title: "Something", status: .unknown),
            ])
    }

    @Test(
        "Given a refused token (401), a login that is not an attendee's (403) or a failing server (500), then each is its own error, none naming the token"
    )
    func statuses() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 401, body: Array(Self.token.utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
        let credential = Self.credential(for: api)

        await #expect(throws: AttendeeAPIError.unauthorized) { try await api.lostAndFoundItems(with: credential) }
        server.setBehaviour(.respond(status: 403, body: Array(Self.token.utf8)))
        await #expect(throws: AttendeeAPIError.forbidden) { try await api.lostAndFoundItems(with: credential) }
        server.setBehaviour(.respond(status: 500, body: Array(Self.token.utf8)))
        do {
            _ = try await api.lostAndFoundItems(with: credential)
            Issue.record("a 500 was taken for a list")
        } catch {
            #expect(error == .serverError(status: 500))
            #expect(!error.description.contains(Self.token))
        }
    }

    @Test(
        "Given answers that are not the list (a missing title, a bad date, an object, HTML), then each is malformed, naming the place, without the token"
    )
    func malformed() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
        let credential = Self.credential(for: api)
        let cases: [(body: String, expected: String)] = [
            (
                #"[{"ExternalId": 1, "Title": "A", "Status": "Lost"}, {"ExternalId": 2, "Status": "Lost"}]"#,
                "LostAndFound/Items[1].Title: missing"
            ),
            (
                #"[{"ExternalId": 1, "Title": "A", "Status": "Lost", "LostDateTimeUtc": "yesterday"}]"#,
                "LostAndFound/Items[0].LostDateTimeUtc: 'yesterday' is not an ISO 8601 date"
            ),
            (#"[{"ExternalId": "one", "Title": "A", "Status": "Lost"}]"#, "LostAndFound/Items[0].ExternalId: "),
            (#"{"Items": []}"#, "LostAndFound/Items: "),
            ("<html><body>Bad gateway</body></html>", "LostAndFound/Items: "),
        ]
        for (body, expected) in cases {
            server.setBehaviour(.respond(body: Array(body.utf8)))
            do {
                _ = try await api.lostAndFoundItems(with: credential)
                Issue.record("\(body) was read as a list")
            } catch {
                guard case .malformed(let detail) = error else {
                    Issue.record("\(body) gave \(error)")
                    continue
                }
                #expect(detail.hasPrefix(expected), "\(detail)")
                #expect(!error.description.contains(Self.token))
            }
        }
    }

    @Test("Given plain http to another machine, when the items are asked for, then nothing is sent")
    func unsafeTarget() async throws {
        let remote = EurofurenceAttendeeAPI(baseURL: URL(string: "http://app.example.org/EF30/Api")!)

        await #expect(throws: AttendeeAPIError.refusedUnsafe("http://app.example.org/EF30/Api is not reached over https")) {
            try await remote.lostAndFoundItems(with: Self.credential(for: remote))
        }
    }
}
