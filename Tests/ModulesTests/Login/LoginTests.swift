import ConbookCore
import ConbookLogin
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Login: the address to open, the answer coming back or pasted, the account")
struct LoginTests {
    private func login(_ core: ConbookTestContext) -> (CapturingLoginScene, CapturingLoginModuleDelegate) {
        let scene = CapturingLoginScene()
        let delegate = CapturingLoginModuleDelegate()
        LoginModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    private func identity(_ core: ConbookTestContext) throws -> StubIdentityProvider {
        try #require(core.attendeeAPI?.identityProvider)
    }

    @Test(
        "Given nobody logged in, when the login opens and the provider's answer comes back, then the address was shown, then the account, and the delegate is told"
    )
    func logsInThroughTheBrowser() async throws {
        let core = try ConbookTestContext()
        try identity(core).setRedirect(.heldForTest)
        let (scene, delegate) = login(core)
        #expect(scene.viewModel?.status == .working("Asking the login provider…"))
        await core.settle()

        guard case .openAddress(let step)? = scene.viewModel?.status else {
            Issue.record("no address shown: \(String(describing: scene.viewModel))")
            return
        }
        #expect(step.address == StubIdentityProvider.authorizationAddress)
        #expect(step.instruction == "Open this address in a browser and log in there:")
        #expect(step.pasteInstruction.hasPrefix("When the browser says you are logged in, press Enter."))
        #expect(delegate.loginCount == 0)

        try identity(core).deliverRedirect()
        await core.settle()

        #expect(
            scene.viewModel?.status
                == .loggedIn(
                    AccountViewModel(
                        heading: "Logged in as Some Guy.",
                        facts: [
                            "Registration 42: CheckedIn", "Roles: Attendee, AttendeeCheckedIn",
                            "The login is renewed by itself; this access lasts until 11:30.",
                        ])))
        #expect(delegate.loginCount == 1)
    }

    @Test(
        "Given the answer has not come back, when the user says the browser is done, then the page says not yet; when they paste the address, they are logged in"
    )
    func pastesTheAddress() async throws {
        let core = try ConbookTestContext()
        try identity(core).setRedirect(.heldForTest)
        let (scene, delegate) = login(core)
        await core.settle()

        scene.simulatePasting("  ")
        guard case .openAddress(let step)? = scene.viewModel?.status else {
            Issue.record("the address is no longer shown")
            return
        }
        #expect(step.notYet == "The login provider has not answered yet: finish in the browser, then press Enter again.")

        scene.simulatePasting("https://app.example/nowhere")
        await core.settle()
        #expect(
            scene.viewModel?.status
                == .failed("That is not the address the login ended on: it is not the address of this login's redirect."))
        #expect(delegate.loginCount == 0)
    }

    @Test("Given a provider that only lets the address be pasted, when it is pasted, then the attendee is logged in")
    func pasteOnly() async throws {
        let core = try ConbookTestContext()
        try identity(core).setRedirect(.pastedOnly)
        let (scene, delegate) = login(core)
        await core.settle()
        guard case .openAddress(let step)? = scene.viewModel?.status else {
            Issue.record("no address shown")
            return
        }
        #expect(step.pasteInstruction == "When you have logged in, paste here the address the browser ended on.")

        scene.simulatePasting(StubIdentityProvider.redirectAddress)
        await core.settle()

        #expect(delegate.loginCount == 1)
        #expect(core.conbook.login.status() != .loggedOut)
    }

    @Test("Given the provider denies the login, when its answer comes back, then the page says why and the delegate is not told")
    func denied() async throws {
        let core = try ConbookTestContext()
        try identity(core).setRedirect(.failing(.denied))
        let (scene, delegate) = login(core)
        await core.settle()

        #expect(scene.viewModel?.status == .failed("The login was refused (access denied)."))
        #expect(delegate.loginCount == 0)
    }

    @Test("Given a provider with the device grant, when the user asks for it, then the code and address show, then the account")
    func deviceLogin() async throws {
        let core = try ConbookTestContext()
        try identity(core).setRedirect(.heldForTest)
        try identity(core).offerDeviceLogin(ending: .success(()))
        let (scene, delegate) = login(core)
        await core.settle()

        scene.simulateAskingForDeviceLogin()
        await core.settle()

        #expect(delegate.loginCount == 1)
        guard case .loggedIn? = scene.viewModel?.status else {
            Issue.record("not logged in: \(String(describing: scene.viewModel))")
            return
        }
        #expect(try identity(core).requests.contains(.deviceApproval))
    }

    @Test("Given a logged-in attendee, when the login opens, then it shows their account, asked of the server again")
    func showsTheAccount() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        let (scene, _) = login(core)
        await core.settle()

        guard case .loggedIn(let account)? = scene.viewModel?.status else {
            Issue.record("no account shown")
            return
        }
        #expect(account.heading == "Logged in as Some Guy.")
        #expect(core.attendeeAPI?.requests.contains(.profile(token: SampleAttendee.token.secret)) == true)
    }

    @Test("Given a source without a login, when the login opens, then it says so; cancelling tells the delegate")
    func notOffered() throws {
        let core = try ConbookTestContext(attendeeAPI: nil)
        let (scene, delegate) = login(core)

        #expect(scene.viewModel?.status == .unavailable("This convention's source offers no login."))
        scene.simulateCancelling()
        #expect(delegate.cancelCount == 1)
    }
}
