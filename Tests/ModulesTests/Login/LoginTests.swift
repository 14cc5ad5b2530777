import ConbookCore
import ConbookLogin
import ConbookTesting
import Testing

@MainActor
@Suite("Login")
struct LoginModuleTests {
    private func login(_ core: ConbookTestContext) -> (CapturingLoginScene, CapturingLoginModuleDelegate) {
        let scene = CapturingLoginScene()
        let delegate = CapturingLoginModuleDelegate()
        LoginModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    @Test("Given nobody logged in, when the right details are submitted, then it logs in, says as whom, and reports it")
    func logsIn() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = login(core)
        #expect(scene.viewModel?.status == .waiting)
        #expect(scene.viewModel?.title == "Log in")

        scene.simulateSubmitting(registrationNumber: " 42 ", username: "Some Guy", password: "p4s5w0rd")
        #expect(scene.viewModel?.status == .loggingIn)
        await core.settle()

        #expect(scene.viewModel?.status == .loggedIn("Logged in as Some Guy (registration number 42)."))
        #expect(delegate.loginCount == 1)
        #expect(core.accountStore.saved?.credential == SampleAttendee.credential)
    }

    @Test("Given details that are not right, when submitted, then the reason shows and the server is not asked")
    func refusesBadDetails() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = login(core)

        scene.simulateSubmitting(registrationNumber: "forty-two", username: "Some Guy", password: "pw")
        #expect(scene.viewModel?.status == .failed("The registration number is not right: it must be a number, such as 42."))
        scene.simulateSubmitting(registrationNumber: "42", username: "", password: "pw")
        #expect(scene.viewModel?.status == .failed("The username is not right: it is required."))
        scene.simulateSubmitting(registrationNumber: "42", username: "Some Guy", password: "")
        #expect(scene.viewModel?.status == .failed("The password is not right: it is required."))

        #expect(core.attendeeAPI?.requests == [])
        #expect(delegate.loginCount == 0)
    }

    @Test("Given wrong details, then it says so, nothing is kept, and the details can be given again")
    func wrongDetails() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = login(core)

        scene.simulateSubmitting(registrationNumber: "42", username: "Some Guy", password: "nope")
        await core.settle()
        #expect(scene.viewModel?.status == .failed("The registration number, username or password is wrong."))
        #expect(!(scene.viewModel.map { "\($0)" } ?? "").contains("nope"))

        scene.simulateSubmitting(registrationNumber: "42", username: "Some Guy", password: "p4s5w0rd")
        await core.settle()
        #expect(delegate.loginCount == 1)
    }

    @Test("Given an attendee already logged in, when the scene appears, then it says who is logged in and asks nothing")
    func alreadyLoggedIn() throws {
        let core = try ConbookTestContext(account: AccountState(credential: SampleAttendee.credential))
        let (scene, delegate) = login(core)

        #expect(scene.viewModel?.status == .loggedIn("Logged in as Some Guy (registration number 42)."))
        #expect(delegate.loginCount == 0)
    }

    @Test("Given a source without attendee services, when the scene appears, then it says no login is offered")
    func notOffered() throws {
        let (scene, delegate) = login(try ConbookTestContext(attendeeAPI: nil))
        #expect(scene.viewModel?.status == .unavailable("This convention's source offers no login."))
        #expect(delegate.loginCount == 0)
    }

    @Test("Given the form, when the user gives up, then it is reported")
    func cancels() throws {
        let (scene, delegate) = login(try ConbookTestContext())
        scene.simulateCancelling()
        #expect(delegate.cancelCount == 1)
    }
}
