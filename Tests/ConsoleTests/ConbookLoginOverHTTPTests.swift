import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// The `conbook` executable against a Eurofurence-compatible server on loopback (started by the
/// test) that serves the real EF27 sync, takes logins, serves one unread private message, and
/// takes read marks and feedback: a login kept across runs, until it expires or the user logs out,
/// and never printed.
@Suite("The conbook executable: logging in over HTTP")
struct ConbookLoginOverHTTPTests {
    static let token = "TOKEN-e2e-5c1d"
    static let feedbackEvent = "db66d940-7f38-4729-9b51-5e98351b68ef"

    private static func routes() throws -> LoopbackHTTPServer.Behaviour {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/eurofurence")
        let sync = try Data(contentsOf: fixtures.appending(path: "EF26_Full_Sync_Response.json"))
        let login =
            #"{"Uid":"RegSys:EF27:42","Username":"Some Guy","Token":"\#(token)","TokenValidUntil":"2022-08-27T00:00:00.000Z"}"#
        let messages = #"""
            [{"Id":"m-1","AuthorName":"Registration","Subject":"Your badge is ready","Message":"Pick it up at Registration.",
              "ReceivedDateTimeUtc":"2022-08-24T09:00:00.000Z","ReadDateTimeUtc":null}]
            """#
        return .routes([
            .init(prefix: "/EF27/api/Sync", behaviour: .respond(body: Array(sync))),
            .init(prefix: "/EF27/api/Tokens/RegSys", behaviour: .respond(body: Array(login.utf8))),
            .init(prefix: "/EF27/api/Communication/PrivateMessages/m-1/Read", behaviour: .respond(body: [])),
            .init(prefix: "/EF27/api/Communication/PrivateMessages", behaviour: .respond(body: Array(messages.utf8))),
            .init(prefix: "/EF27/api/EventFeedback", behaviour: .respond(body: [])),
        ])
    }

    @Test(
        "Given a live Eurofurence source, when the attendee logs in, reads a message, sends feedback, restarts, outlives the token and logs out, then each step does what it says and the token appears in no output"
    )
    func loggedInRun() throws {
        let server = try LoopbackHTTPServer(behaviour: try Self.routes())
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store")
        let base = [
            "--source", try server.url(path: "/EF27/api").absoluteString, "--store", store.path, "--no-color", "--yes",
        ]
        let event = "https://app.eurofurence.org/EF27/Web/Events/\(Self.feedbackEvent)"
        let first = try directory.write(
            "login\n42\nSome Guy\np4s5w0rd\ntab news\ntab messages\nselect 1\nopen \(event)\nfeedback\n5\nGreat lounge\ncollect\n",
            to: "first.conbook")

        let run = try ConbookExecutable().run(base + ["--now", "2022-08-25T10:00:00Z", "--script", first.path])

        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Password: (hidden)"))
        #expect(run.output.contains("1 unread message (`tab messages`)."))
        #expect(run.output.contains("[1] new Your badge is ready"))
        #expect(run.output.contains("Thank you: your 5-star feedback was sent."))
        let account = store.appending(path: "accounts")
        let files = try FileManager.default.contentsOfDirectory(atPath: account.path)
        #expect(files.count == 1)
        let file = account.appending(path: try #require(files.first))
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        let read = try #require(server.requests.first { $0.target == "/EF27/api/Communication/PrivateMessages/m-1/Read" })
        #expect(read.method == "POST")
        #expect(read.headers["authorization"] == "Bearer \(Self.token)")
        #expect(read.bodyText == "true")
        let feedback = try #require(server.requests.first { $0.target == "/EF27/api/EventFeedback" })
        #expect(feedback.bodyText.contains("\"Rating\":5"))
        #expect(feedback.bodyText.contains(Self.feedbackEvent))

        let again = try directory.write("tab messages\n", to: "again.conbook")
        let restarted = try ConbookExecutable().run(base + ["--now", "2022-08-25T11:00:00Z", "--script", again.path])
        #expect(restarted.output.contains("[1] Your badge is ready"))

        let expired = try ConbookExecutable().run(base + ["--now", "2022-08-27T01:00:00Z", "--script", again.path])
        #expect(expired.output.contains("The login of Some Guy has expired; log in again to see your messages"))

        let logout = try directory.write("logout\ntab messages\n", to: "logout.conbook")
        let loggedOut = try ConbookExecutable().run(base + ["--now", "2022-08-25T12:00:00Z", "--script", logout.path])
        #expect(loggedOut.status == 0, "\(loggedOut.errors)")
        #expect(loggedOut.output.contains("Log in to see your messages (`login`)."))
        #expect(!FileManager.default.fileExists(atPath: file.path))

        for output in [run, restarted, expired, loggedOut] {
            #expect(!(output.output + output.errors).contains(Self.token))
            #expect(!(output.output + output.errors).contains("p4s5w0rd"))
        }
    }

    @Test(
        "Given a live Eurofurence source, when `conbook login` is answered on the standard input and `conbook logout` follows, then each says what it did, the file comes and goes, and wrong details exit 1"
    )
    func loginAndLogoutCommands() throws {
        let server = try LoopbackHTTPServer(behaviour: try Self.routes())
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store")
        let base = [
            "--source", try server.url(path: "/EF27/api").absoluteString, "--store", store.path, "--now", "2022-08-25T10:00:00Z",
        ]

        let refused = try ConbookExecutable().run(["login"] + base, input: "forty-two\nSome Guy\npw\n")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("The registration number is not right: it must be a number, such as 42."))

        let login = try ConbookExecutable().run(["login"] + base, input: "42\nSome Guy\np4s5w0rd\n")
        #expect(login.status == 0, "\(login.errors)")
        #expect(login.output == "Registration number: Username: Password: Logged in as Some Guy (registration number 42).\n")
        let accounts = store.appending(path: "accounts")
        #expect(try FileManager.default.contentsOfDirectory(atPath: accounts.path).count == 1)

        let again = try ConbookExecutable().run(["login"] + base)
        #expect(again.output == "Already logged in as Some Guy (registration number 42).\n")

        let logout = try ConbookExecutable().run(["logout"] + base)
        #expect(logout.status == 0, "\(logout.errors)")
        #expect(logout.output == "Logged out: your login and messages are no longer kept here.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: accounts.path).isEmpty)
        let secondLogout = try ConbookExecutable().run(["logout"] + base)
        #expect(secondLogout.status == 0)
        #expect(secondLogout.output == "You are not logged in: there is nothing to forget.\n")
        for run in [refused, login, again, logout] {
            #expect(!(run.output + run.errors).contains(Self.token))
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
