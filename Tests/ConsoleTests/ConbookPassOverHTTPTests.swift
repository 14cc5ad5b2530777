import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

/// `conbook pass` against a Eurofurence-compatible server on loopback that serves the real EF27
/// sync and, at `Users/Pass`, an SVG Aztec code written by zxing-cpp, with a login kept.
@Suite("The conbook executable: the badge pass over HTTP")
struct ConbookPassOverHTTPTests {
    static let token = "TOKEN-pass-3e9f"

    private static func routes() throws -> LoopbackHTTPServer.Behaviour {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/eurofurence")
        let sync = try Data(contentsOf: fixtures.appending(path: "EF26_Full_Sync_Response.json"))
        return .routes([
            .init(prefix: "/EF27/api/Sync", behaviour: .respond(body: Array(sync))),
            .init(
                prefix: "/EF27/api/Users/Pass",
                behaviour: .respond(body: Array(try PassFixture.data("aztec-1234-rects.svg")))),
        ])
    }

    /// An account file as the 2026 login writes it (format 2), with the server's token.
    private static func accountFile(audience: String) -> String {
        #"{"credential":{"accessToken":"\#(token)","audience":"\#(audience)","issuer":"https://identity.eurofurence.org/","#
            + #""name":"Some Guy","refreshToken":"REFRESH-pass-1b2c","subject":"sub-42","validUntil":1661472000000},"#
            + #""format":2,"messages":[],"profile":{"registrations":[{"number":"42","status":"CheckedIn"}],"roles":["Attendee"]},"#
            + #""unsentReads":[]}"#
    }

    @Test(
        "Given a live source and a login kept, when `conbook pass` runs, then it asks Users/Pass with the bearer, prints whose pass it is and the code, which zxing-cpp reads back, and exits 0; without a login it says how to log in and fails"
    )
    func printsThePass() throws {
        let server = try LoopbackHTTPServer(behaviour: try Self.routes())
        let directory = try TemporaryDirectory()
        let store = directory.url.appending(path: "store")
        let api = try server.url(path: "/EF27/api").absoluteString
        let base = ["--source", api, "--store", store.path, "--no-color", "--yes", "--now", "2022-08-25T10:00:00Z"]
        let sync = try directory.write("tab news\n", to: "sync.conbook")
        #expect(try ConbookExecutable().run(base + ["--script", sync.path]).status == 0)

        let loggedOut = try ConbookExecutable().run(["pass"] + base)
        #expect(loggedOut.status == 1)
        #expect(loggedOut.output == "")
        #expect(loggedOut.errors == "Log in to see your badge pass (`login`).\n")

        let listing = try ConbookExecutable().run(["conventions", "--store", store.path])
        let line = try #require(listing.output.split(separator: "\n").first { $0.contains("127-0-0-1") })
        let name = String(try #require(line.split(separator: " ").first { $0.contains("127-0-0-1") }))
        let accounts = store.appending(path: "accounts")
        try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
        try Data(Self.accountFile(audience: api).utf8).write(to: accounts.appending(path: name + ".json"))

        let run = try ConbookExecutable().run(["pass"] + base)

        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Badge pass")
        #expect(lines.contains("The badge pass of Some Guy · registration 42"))
        let request = try #require(server.requests.first { $0.target == "/EF27/api/Users/Pass" })
        #expect(request.headers["authorization"] == "Bearer \(Self.token)")
        #expect(!(run.output + run.errors).contains(Self.token))
        let picture = directory.url.appending(path: "printed.pgm")
        try AztecPeer.picture(of: ConsolePassScanTests.modules(drawnIn: lines), pixelsPerModule: 6, to: picture)
        #expect(try AztecPeer.read(picture) == [AztecPeer.Code(format: "Aztec", text: "1234")])
    }

    @Test(
        "Given the bundled demo, which has no attendee services, when `conbook pass` runs, then it says there is no pass and fails"
    )
    func demoHasNoPass() throws {
        let store = try TemporaryDirectory()

        let run = try ConbookExecutable().run(["pass", "--store", store.url.path])

        #expect(run.status == 1)
        #expect(run.errors == "This convention's server offers no badge pass.\n")
    }
}
