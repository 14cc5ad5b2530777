import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import ConbookTime
import Foundation
import Testing

@Suite("Eurofurence attendee API over HTTP: the artist alley's exact requests")
struct EurofurenceAttendeeAPIArtistAlleyTests {
    private static let token = "ALLEY-TOKEN-5e1d"

    private static func credential(for api: EurofurenceAttendeeAPI) -> Credential {
        Credential(
            subject: "sub-108", name: "Username", accessToken: LoginToken(secret: token),
            refreshToken: LoginToken(secret: "REFRESH"), validUntil: ISO8601Timestamp.parse("2026-09-04T21:23:36.780Z")!,
            audience: api.audience, issuer: "https://identity.example/")
    }

    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(0...255).map(UInt8.init)

    private static func request(picture: [UInt8] = png, fileName: String = "my \"table\".png") throws -> ArtistAlleyTableRequest {
        try ArtistAlleyTableRequest(
            checking: ArtistAlleyRequestForm(
                displayName: "Inky Otter", shortDescription: "Ink drawings\r\nand prints", location: "12",
                websiteURL: "https://inky.example", telegramHandle: "@inky_otter",
                picture: .read(fileName: fileName, bytes: picture)))
    }

    /// The parts of a `multipart/form-data` body, by name: their headers (lower-cased names) and bytes.
    private static func parts(
        of body: [UInt8], contentType: String
    ) throws -> [String: (headers: [String: String], bytes: [UInt8])] {
        let prefix = "multipart/form-data; boundary="
        try #require(contentType.hasPrefix(prefix))
        let boundary = Array(("--" + contentType.dropFirst(prefix.count)).utf8)
        var parts: [String: (headers: [String: String], bytes: [UInt8])] = [:]
        var chunks: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + boundary.count <= body.count {
            if Array(body[index..<(index + boundary.count)]) == boundary {
                chunks.append(Array(body[start..<index]))
                index += boundary.count
                start = index
            } else {
                index += 1
            }
        }
        #expect(chunks.first == [])
        #expect(Array(body[start...]) == Array("--\r\n".utf8))
        for chunk in chunks.dropFirst() {
            #expect(Array(chunk.prefix(2)) == Array("\r\n".utf8))
            #expect(Array(chunk.suffix(2)) == Array("\r\n".utf8))
            let inner = Array(chunk.dropFirst(2).dropLast(2))
            let separator = Array("\r\n\r\n".utf8)
            let split = try #require((0...(inner.count - 4)).first { Array(inner[$0..<($0 + 4)]) == separator })
            var headers: [String: String] = [:]
            for line in String(decoding: inner[..<split], as: UTF8.self).components(separatedBy: "\r\n") {
                let pair = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                headers[pair[0].lowercased()] = pair[1]
            }
            let disposition = try #require(headers["content-disposition"])
            let name = try #require(disposition.firstMatch(of: /name="([^"]*)"/)?.1)
            parts[String(name)] = (headers, Array(inner[(split + 4)...]))
        }
        return parts
    }

    @Test(
        "Given a checked request, when it is sent, then it is a POST of a multipart form: each field by its quoted name, the picture's bytes with its type and a safe file name, the bearer sent"
    )
    func postsTheForm() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 204, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api/"))

        let answer = try await api.requestArtistAlleyTable(try Self.request(), with: Self.credential(for: api))

        #expect(answer == .received)
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.target == "/EF30/Api/ArtistsAlley/TableRegistrationRequest")
        #expect(request.headers["authorization"] == "Bearer \(Self.token)")
        let parts = try Self.parts(of: request.body, contentType: try #require(request.headers["content-type"]))
        #expect(
            Set(parts.keys) == [
                "DisplayName", "ShortDescription", "Location", "WebsiteUrl", "TelegramHandle", "requestImageFile",
            ])
        #expect(parts["DisplayName"]?.bytes == Array("Inky Otter".utf8))
        #expect(parts["ShortDescription"]?.bytes == Array("Ink drawings\r\nand prints".utf8))
        #expect(parts["Location"]?.bytes == Array("12".utf8))
        #expect(parts["WebsiteUrl"]?.bytes == Array("https://inky.example".utf8))
        #expect(parts["TelegramHandle"]?.bytes == Array("@inky_otter".utf8))
        let file = try #require(parts["requestImageFile"])
        #expect(file.bytes == Self.png)
        #expect(file.headers["content-type"] == "image/png")
        #expect(
            file.headers["content-disposition"] == "form-data; name=\"requestImageFile\"; filename=\"my _table_.png\"")
    }

    @Test("Given the server refusing the content (400), when a request is sent, then the answer carries the server's words")
    func refusedWithWords() async throws {
        let api400 = { (body: String) async throws -> ArtistAlleyRequestAnswer in
            let server = try LoopbackHTTPServer(behaviour: .respond(status: 400, body: Array(body.utf8)))
            let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))
            return try await api.requestArtistAlleyTable(try Self.request(), with: Self.credential(for: api))
        }

        #expect(try await api400("\"Location must be a number\"") == .refused(message: "Location must be a number"))
        #expect(
            try await api400(#"{"title":"One or more validation errors occurred.","errors":{"Location":["Too big"]}}"#)
                == .refused(message: "One or more validation errors occurred. Too big"))
        #expect(try await api400("Plain words") == .refused(message: "Plain words"))
    }

    @Test("Given registration closed (403), when a request is sent, then it fails as forbidden and no message holds the token")
    func closed() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 403, body: Array("\(Self.token)".utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))

        await #expect(throws: AttendeeAPIError.forbidden) {
            try await api.requestArtistAlleyTable(try Self.request(), with: Self.credential(for: api))
        }
    }

    @Test(
        "Given the server's own registration, when the latest is asked for, then it is a GET of :my-latest with the bearer, its state and texts read"
    )
    func latest() async throws {
        let body = """
            {"Id":"0b5a7e39-5c1e-4a3d-9d3c-0c1f2f9e8a11","OwnerUid":"sub-108","OwnerUsername":"Username","OwnerRegSysId":"42",
             "CreatedDateTimeUtc":"2026-08-20T10:00:00.000","DisplayName":"Inky Otter","WebsiteUrl":null,
             "ShortDescription":"Ink","TelegramHandle":"inky_otter","Location":"12","ImageId":null,"Image":null,"State":"Accepted"}
            """
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array(body.utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))

        let registration = try await api.latestArtistAlleyRegistration(with: Self.credential(for: api))

        #expect(server.requests.map(\.method) == ["GET"])
        #expect(server.requestTargets == ["/EF30/Api/ArtistsAlley/TableRegistration/:my-latest"])
        #expect(server.requests.first?.headers["authorization"] == "Bearer \(Self.token)")
        #expect(
            registration
                == ArtistAlleyRegistration(
                    id: "0b5a7e39-5c1e-4a3d-9d3c-0c1f2f9e8a11", state: .accepted, displayName: "Inky Otter",
                    shortDescription: "Ink", location: "12", telegramHandle: "inky_otter"))
    }

    @Test("Given no registration (404), when the latest is asked for, then it fails as 404")
    func noneYet() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 404, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))

        await #expect(throws: AttendeeAPIError.serverError(status: 404)) {
            try await api.latestArtistAlleyRegistration(with: Self.credential(for: api))
        }
    }

    @Test("Given a malformed answer, when the latest is asked for, then it is a clear error that holds no token")
    func malformed() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(body: Array("{\"Id\": 5, \"Token\": \"\(Self.token)\"".utf8)))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))

        do {
            _ = try await api.latestArtistAlleyRegistration(with: Self.credential(for: api))
            Issue.record("a malformed answer was read")
        } catch {
            #expect(
                error
                    == .malformed(
                        "the artist alley registration (ArtistsAlley/TableRegistration/:my-latest) is not in the expected form"))
            #expect(!error.description.contains(Self.token))
        }
    }

    @Test("Given a registration, when the attendee checks out, then it is a DELETE of :my-latest with the bearer")
    func checkOut() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 204, body: []))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF30/Api"))

        try await api.checkOutOfArtistAlley(with: Self.credential(for: api))

        #expect(server.requests.map(\.method) == ["DELETE"])
        #expect(server.requestTargets == ["/EF30/Api/ArtistsAlley/TableRegistration/:my-latest"])
        #expect(server.requests.first?.headers["authorization"] == "Bearer \(Self.token)")
    }

    @Test("Given an API on plain http elsewhere than this machine, when a request would be sent, then it is refused unsent")
    func refusesUnsafe() async throws {
        let api = EurofurenceAttendeeAPI(baseURL: URL(string: "http://alley.example/EF30/Api")!)

        await #expect(throws: AttendeeAPIError.self) {
            try await api.requestArtistAlleyTable(try Self.request(), with: Self.credential(for: api))
        }
    }
}
