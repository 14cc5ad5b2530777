import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console badge pass over the real Director")
struct ConsolePassTests {
    @Test(
        "Given a logged-in attendee whose server serves their pass, when `pass` is given, then the pass page shows whose pass it is and the code, and `back` returns"
    )
    func passCommand() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.servePass(SamplePass.pass)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["tab knowledge", "pass", "refresh", "back"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let page = app.scene(after: "pass")
        #expect(page.first == "Badge pass")
        #expect(page.contains("The badge pass of Some Guy · registration 42"))
        #expect(page.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }.count == 8)
        #expect(app.scene(after: "refresh") == page)
        #expect(core.attendeeAPI?.requests.filter { $0 == .pass(token: SampleAttendee.token.secret) }.count == 2)
    }

    @Test("Given nobody logged in, when `pass` is given, then it says how to log in")
    func notLoggedIn() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["pass", "help"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.scene(after: "pass").contains("  Log in to see your badge pass (`login`)."))
        #expect(app.screen(after: "help").contains { $0.contains("pass") && $0.contains("badge pass") })
    }
}

extension ConsolePassTests {
    @Test(
        "Given a logged-in attendee on the account page, when it shows, then it names `pass`, and `pass` opens the badge pass from there"
    )
    func fromTheAccountPage() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.servePass(SamplePass.pass)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["login", "pass"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.scene(after: "login").contains { $0.contains("`pass` shows your badge pass") })
        #expect(app.scene(after: "pass").contains("The badge pass of Some Guy · registration 42"))
    }
}
