import ConbookCore
import ConbookPass
import ConbookTesting
import Testing

@MainActor
@Suite("Badge pass")
struct PassModuleTests {
    private func pass(_ core: ConbookTestContext) -> (CapturingPassScene, CapturingPassModuleDelegate) {
        let scene = CapturingPassScene()
        let delegate = CapturingPassModuleDelegate()
        PassModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    private func loggedIn() throws -> ConbookTestContext {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.servePass(SamplePass.pass)
        return core
    }

    @Test(
        "Given a logged-in attendee whose server serves their pass, when the scene appears, then it says the pass is being fetched, then shows the code module for module with whose pass it is and their registration"
    )
    func showsThePass() async throws {
        let core = try loggedIn()
        let (scene, _) = pass(core)

        #expect(scene.viewModel?.note == "Fetching your badge pass from the convention's server…")
        #expect(scene.viewModel?.modules == [])
        await core.settle()

        #expect(scene.viewModel?.title == "Badge pass")
        #expect(scene.viewModel?.holder == "The badge pass of Some Guy · registration 42")
        #expect(scene.picture == SamplePass.picture)
        #expect(scene.viewModel?.note == "Show this code at registration to pick up your badge.")
        #expect(scene.viewModel?.obstacle == nil)
        #expect(core.attendeeAPI?.requests == [.pass(token: SampleAttendee.token.secret)])
    }

    @Test("Given a login whose server has not told the registration, when the pass shows, then it names only the attendee")
    func withoutRegistrationNumber() async throws {
        let core = try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential))
        core.attendeeAPI?.servePass(SamplePass.pass)
        let (scene, _) = pass(core)
        await core.settle()

        #expect(scene.viewModel?.holder == "The badge pass of Some Guy")
        #expect(scene.picture == SamplePass.picture)
    }

    @Test(
        "Given nobody logged in, when the scene appears, then it says why there is no pass and how to log in, and asks nothing of the server; asking to log in is reported"
    )
    func loggedOut() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = pass(core)
        await core.settle()

        #expect(scene.viewModel?.obstacle == "Log in to see your badge pass (log in).")
        #expect(scene.viewModel?.modules == [])
        #expect(scene.viewModel?.holder == nil)
        #expect(core.attendeeAPI?.requests == [])
        scene.simulateAskingToLogIn()
        #expect(delegate.loginRequests == 1)
    }

    @Test("Given the scene shown logged out, when the attendee logs in, then the pass is fetched and shows")
    func followsTheLogin() async throws {
        let core = try ConbookTestContext()
        core.attendeeAPI?.servePass(SamplePass.pass)
        let (scene, _) = pass(core)

        try await core.logIn()
        await core.settle()

        #expect(scene.picture == SamplePass.picture)
        #expect(scene.viewModel?.holder == "The badge pass of Some Guy · registration 42")
    }

    @Test(
        "Given a logged-in attendee the server knows no registration of (404), when the scene appears, then it says so and what to do"
    )
    func noRegistration() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        let (scene, _) = pass(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The convention's server knows no registration of yours, so there is no badge pass. Registered under another account? Log in with that one (log out, then log in)."
        )
        #expect(scene.viewModel?.modules == [])
    }

    @Test(
        "Given a login whose access token ended and cannot be renewed, when the scene appears, then it says the session of the attendee ended"
    )
    func sessionEnded() async throws {
        var credential = SampleAttendee.credential
        credential.refreshToken = nil
        let core = try ConbookTestContext(account: AccountState(credential: credential))
        core.attendeeAPI?.servePass(SamplePass.pass)
        core.clock.set(SampleAttendee.validUntil)
        let (scene, _) = pass(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The session of Some Guy ended; log in again to see your badge pass (log in). Your favourites are kept.")
        #expect(core.attendeeAPI?.requests == [])
    }

    @Test(
        "Given the server no longer accepts the token and the provider refuses to renew it, when the pass is fetched, then the login is forgotten and the scene says the session ended"
    )
    func sessionEndsWhileFetching() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.identityProvider.expireAccessTokens()
        core.attendeeAPI?.identityProvider.endSessions()
        let (scene, _) = pass(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The session of Some Guy ended; log in again to see your badge pass (log in). Your favourites are kept.")
        #expect(core.accountStore.saved == nil)
    }

    @Test(
        "Given the server fails, when the scene appears, then it says why and that refreshing tries again; after the server recovers, refreshing shows the pass"
    )
    func serverFails() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.pass, with: .serverError(status: 500))
        let (scene, _) = pass(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The badge pass could not be fetched: The convention's server answered with an error (HTTP 500); nothing was changed. Try again later. (refresh to try again)"
        )
        core.attendeeAPI?.fail(.pass, with: nil)
        scene.simulateRefreshing()
        await core.settle()
        #expect(scene.picture == SamplePass.picture)
    }

    @Test("Given the server's picture cannot be read, when the scene appears, then it says what is wrong with it")
    func unreadableCode() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.pass, with: .malformed("the picture draws no dark module"))
        let (scene, _) = pass(core)
        await core.settle()

        #expect(scene.viewModel?.obstacle == "The badge pass the server sent could not be read: the picture draws no dark module")
    }

    @Test("Given a server without a pass (501) or a source without attendee services, then each says no pass is offered")
    func notOffered() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.pass, with: .serverError(status: 501))
        let (scene, _) = pass(core)
        await core.settle()
        #expect(scene.viewModel?.obstacle == "This convention's server offers no badge pass.")

        let none = try ConbookTestContext(attendeeAPI: nil)
        #expect(pass(none).0.viewModel?.obstacle == "This convention's server offers no badge pass.")
    }
}
