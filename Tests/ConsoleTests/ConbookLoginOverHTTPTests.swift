import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// The `conbook` executable against a Eurofurence-compatible server on loopback (started by the
/// test) that serves the real EF27 sync, serves one unread private message, and takes read marks
/// and feedback with a login kept (the login itself runs against OpenID Connect providers in the
/// identity adapter's tests); the token is never printed.
@Suite("The conbook executable: logging in over HTTP")
struct ConbookLoginOverHTTPTests {
    static let token = "TOKEN-e2e-5c1d"
    static let feedbackEvent = "db66d940-7f38-4729-9b51-5e98351b68ef"

    private static func routes() throws -> LoopbackHTTPServer.Behaviour {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/eurofurence")
        let sync = try Data(contentsOf: fixtures.appending(path: "EF26_Full_Sync_Response.json"))
        let messages = #"""
            [{"Id":"m-1","AuthorName":"Registration","Subject":"Your badge is ready","Message":"Pick it up at Registration.",
              "ReceivedDateTimeUtc":"2022-08-24T09:00:00.000Z","ReadDateTimeUtc":null}]
            """#
        return .routes([
            .init(prefix: "/EF27/api/Sync", behaviour: .respond(body: Array(sync))),
            .init(prefix: "/EF27/api/Communication/PrivateMessages/m-1/Read", behaviour: .respond(body: [])),
            .init(prefix: "/EF27/api/Communication/PrivateMessages", behaviour: .respond(body: Array(messages.utf8))),
            .init(prefix: "/EF27/api/EventFeedback", behaviour: .respond(body: [])),
        ])
    }

    /// The name the store gives the convention of a source, once it was downloaded.
    private static func conventionName(store: URL) throws -> String {
        let listing = try ConbookExecutable().run(["conventions", "--store", store.path])
        let line = try #require(listing.output.split(separator: "\n").first { $0.contains("127-0-0-1") })
        return String(try #require(line.split(separator: " ").first { $0.contains("127-0-0-1") }))
    }

    /// An account file as the 2026 login writes it (format 2), with the server's token.
    private static func accountFile(audience: String) -> String {
        #"{"credential":{"accessToken":"\#(token)","audience":"\#(audience)","issuer":"https://identity.eurofurence.org/","#
            + #""name":"Some Guy","refreshToken":"REFRESH-e2e-77aa","subject":"sub-42","validUntil":1661472000000},"#
            + #""format":2,"messages":[],"profile":{"registrations":[{"number":"42","status":"CheckedIn"}],"roles":["Attendee"]},"#
            + #""unsentReads":[]}"#
    }

    @Test(
        "Given a live Eurofurence source and a login kept, when the attendee reads a message, sends feedback and logs out, then each step carries the bearer, logging out says the login could not be revoked, and the token appears in no output; a login of 2023 asks to log in again"
    )
    func loggedInRun() throws {
        let server = try LoopbackHTTPServer(behaviour: try Self.routes())
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store")
        let api = try server.url(path: "/EF27/api").absoluteString
        let base = ["--source", api, "--store", store.path, "--no-color", "--yes"]
        let sync = try directory.write("tab news\n", to: "sync.conbook")
        #expect(try ConbookExecutable().run(base + ["--now", "2022-08-25T10:00:00Z", "--script", sync.path]).status == 0)
        let accounts = store.appending(path: "accounts")
        try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
        let file = accounts.appending(path: try Self.conventionName(store: store) + ".json")

        try Data(
            #"{"format":1,"credential":{"userID":"RegSys:EF27:42","username":"Some Guy","registrationNumber":42,"token":"\#(Self.token)","validUntil":1661472000000,"issuer":"\#(api)"},"messages":[],"unsentReads":[]}"#
                .utf8
        ).write(to: file)
        let messages = try directory.write("tab messages\n", to: "messages.conbook")
        let old = try ConbookExecutable().run(base + ["--now", "2022-08-25T10:00:00Z", "--script", messages.path])
        #expect(old.output.contains("The login saved here was made the old way"), "\(old.output)")

        try Data(Self.accountFile(audience: api).utf8).write(to: file)
        let event = "https://app.eurofurence.org/EF27/Web/Events/\(Self.feedbackEvent)"
        let first = try directory.write(
            "tab messages\nselect 1\nopen \(event)\nfeedback\n5\nGreat lounge\nlogout\n", to: "first.conbook")
        let run = try ConbookExecutable().run(base + ["--now", "2022-08-25T10:00:00Z", "--script", first.path])

        #expect(run.output.contains("[1] new Your badge is ready"), "\(run.output)")
        #expect(run.output.contains("Thank you: your 5-star feedback was sent."))
        #expect(run.output.contains("but the login provider could not revoke it"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let read = try #require(server.requests.first { $0.target == "/EF27/api/Communication/PrivateMessages/m-1/Read" })
        #expect(read.headers["authorization"] == "Bearer \(Self.token)")
        #expect(read.bodyText == "true")
        let feedback = try #require(server.requests.first { $0.target == "/EF27/api/EventFeedback" })
        #expect(feedback.headers["authorization"] == "Bearer \(Self.token)")
        #expect(feedback.bodyText.contains("\"Rating\":5"))

        let login = try ConbookExecutable().run(["login"] + base)
        #expect(login.status == 1)
        #expect(login.errors.contains("Logging in is not set up: no client id is known for https://identity.eurofurence.org/"))
        for output in [old, run, login] {
            #expect(!(output.output + output.errors).contains(Self.token))
            #expect(!(output.output + output.errors).contains("REFRESH-e2e-77aa"))
        }
    }

    @Test(
        "Given the bundled demo, which offers no login, when `conbook logout` runs or `logout` is typed, then it says there is no login and fails"
    )
    func logoutWithoutALoginOffered() throws {
        let store = try TemporaryDirectory()
        let command = try ConbookExecutable().run(["logout", "--store", store.url.path])
        #expect(command.status == 1)
        #expect(command.output == "")
        #expect(command.errors == "This convention's source offers no login.\n")

        let session = try ConbookExecutable().run(["--script", "-", "--store", store.url.path, "--no-color"], input: "logout\n")
        #expect(session.status == 1)
        #expect(session.errors == "line 1: This convention's source offers no login.\n")
    }
}
