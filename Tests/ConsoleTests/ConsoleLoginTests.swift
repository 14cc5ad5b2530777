import ConbookConsole
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Console login, messages and logout over the real Director")
struct ConsoleLoginTests {
    @Test(
        "Given a source with a login and nobody logged in, when `logout` is given, then it says there is nothing to forget and fails nothing"
    )
    func logoutWhenNotLoggedIn() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run(["tab messages", "logout"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.screen(after: "logout").first == "You are not logged in: there is nothing to forget.")
    }

    @Test(
        "Given a script, when `login` is given and the provider answers, then it logs in, the messages list, `logout` revokes, and the token appears in no output"
    )
    func logsInFromAScript() async throws {
        let app = ConsoleAppHarness(core: try ConbookTestContext())

        let outcome = await app.run([
            "tab messages", "login", "select 1", "back", "collect", "open", "back", "logout", "help",
        ])

        #expect(outcome.failedCommandCount == 1)
        #expect(app.output.errors.contains("line 6: The page could not be opened here"))
        #expect(app.scene(after: "login").contains("  [1] new Your badge is ready"))
        #expect(app.scene(after: "select 1").first == "Your badge is ready")
        #expect(app.scene(after: "back").contains("  [1] Your badge is ready"))
        #expect(
            app.scene(after: "collect").contains {
                $0.hasSuffix(
                    "[1] https://app.eurofurence.org/TESTCON26/companion/#/login?embedded=true&returnPath=/collect&token=…")
            })
        #expect(
            app.screen(after: "logout").first
                == "Logged out: your login is forgotten here and the login provider has revoked it.")
        #expect(app.scene(after: "logout").contains("  Log in to see your messages (`login`)."))
        #expect(app.core.accountStore.saved == nil)
        #expect(try #require(app.core.attendeeAPI?.identityProvider).revoked.map(\.1) == [.accessToken, .refreshToken])
        let everything = app.output.outputLines.joined(separator: "\n") + app.output.errors
        #expect(!everything.contains("ACCESS-1"))
        #expect(!everything.contains("REFRESH-1"))
    }

    @Test(
        "Given the provider's answer does not come back, when the address shows, then a wrong pasted address says why, `login` tries again, and `cancel` goes back"
    )
    func refusals() async throws {
        let core = try ConbookTestContext()
        let provider = try #require(core.attendeeAPI?.identityProvider)
        provider.setRedirect(.heldForTest)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["tab schedule", "login", "https://app.example/nowhere", "cancel"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        let login = app.screen(after: "login")
        #expect(login.contains("Open this address in a browser and log in there:"))
        #expect(login.contains(StubIdentityProvider.authorizationAddress))
        #expect(
            app.output.outputLines.joined(separator: " ").contains(
                "That is not the address the login ended on: it is not the address of this login's redirect."))
        #expect(app.scene(after: "cancel").first?.hasPrefix("Schedule") == true)
        #expect(app.core.accountStore.saved == nil)

        provider.setRedirect(.failing(.denied))
        let denied = ConsoleAppHarness(core: core)
        _ = await denied.run(["tab schedule", "login", "cancel"])
        #expect(denied.output.outputLines.joined(separator: " ").contains("The login was refused (access denied)."))
    }

    @Test(
        "Given an event that takes feedback, when `feedback` is answered with a rating and a text, then the server gets it and the page thanks; a bad rating is refused"
    )
    func feedback() async throws {
        var content = SampleConvention.content
        var opening = SampleConvention.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext.storing(content, account: SampleAttendee.account)
        core.answerSyncs(with: content)
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["select 1", "feedback", "9", "x", "feedback", "5", "Loved it", "back"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(app.scene(after: "select 1").contains("Feedback:   welcome (`feedback`)"))
        #expect(app.output.outputLines.contains("A rating is a number of stars from 1 to 5."))
        #expect(app.output.outputLines.contains("Thank you: your 5-star feedback was sent."))
        #expect(core.attendeeAPI?.feedback.map(\.message) == ["Loved it"])
    }

    @Test(
        "Given a logged-in attendee, when every section, a page of each and every menu scene are shown and the commands run, then the token appears in no output"
    )
    func noTokenAnywhere() async throws {
        let core = try ConbookTestContext(
            account: AccountState(
                credential: SampleAttendee.credential, messages: SampleAttendee.messages))
        let app = ConsoleAppHarness(core: core, installation: StubInstallationFacts())

        _ = await app.run([
            "help", "tab announcements", "select 1", "back", "tab schedule", "select 1", "help", "back", "search paws",
            "tab changes", "tab dealers", "select 1", "back", "tab maps", "select 1", "tap 200 300", "back",
            "tab knowledge", "select 1", "back", "tab messages", "refresh", "select 1", "back", "collect", "open",
            "back", "about", "settings", "login", "open https://example.org/x", "back", "tab news", "refresh", "logout",
            "collect",
        ])

        let everything = app.output.outputLines.joined(separator: "\n") + app.output.errors
        #expect(everything.contains("Messages"))
        #expect(!everything.contains(SampleAttendee.token.secret))
    }

    @Test(
        "Given a logged-in attendee whose server keeps favourites, when `calendar-feed` is given, then the address shows once, below a warning, and in no page before or after"
    )
    func calendarFeed() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.keepFavourites([])
        let app = ConsoleAppHarness(core: core)

        let outcome = await app.run(["tab schedule", "login", "calendar-feed", "back", "tab news"])

        #expect(!outcome.hasFailures, "\(app.output.errors)")
        #expect(
            app.screen(after: "calendar-feed").prefix(2) == [
                "Subscribe to this address in your calendar program to see your favourites there; keep it to yourself: whoever has it can read them.",
                StubAttendeeAPI.calendarAddress,
            ])
        let everything = app.output.outputLines.joined(separator: "\n")
        #expect(app.output.outputLines.filter { $0.contains("CAL-SECRET-91") }.count == 1, "\(everything)")
    }

    @Test("Given nobody logged in, or a server without favourites, when `calendar-feed` is given, then it says why")
    func calendarFeedRefused() async throws {
        let loggedOut = try ConbookTestContext()
        loggedOut.attendeeAPI?.keepFavourites([])
        let first = ConsoleAppHarness(core: loggedOut)
        _ = await first.run(["tab schedule", "calendar-feed"])
        #expect(first.output.errors.contains("This needs a login; log in first."))

        let second = ConsoleAppHarness(core: try ConbookTestContext(account: SampleAttendee.account))
        _ = await second.run(["tab schedule", "calendar-feed"])
        #expect(second.output.errors.contains("This convention's server keeps no favourites, so it has no calendar of them."))
    }
}
