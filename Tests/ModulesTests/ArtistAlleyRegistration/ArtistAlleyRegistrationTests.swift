import ConbookArtistAlleyRegistration
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Artist Alley: the attendee's own registration")
struct ArtistAlleyRegistrationModuleTests {
    private func page(
        _ core: ConbookTestContext
    ) -> (CapturingArtistAlleyRegistrationScene, CapturingArtistAlleyRegistrationModuleDelegate) {
        let scene = CapturingArtistAlleyRegistrationScene()
        let delegate = CapturingArtistAlleyRegistrationModuleDelegate()
        ArtistAlleyRegistrationModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    private func loggedIn(serving registration: ArtistAlleyRegistration? = nil) throws -> ConbookTestContext {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveAlleyRegistration(registration)
        return core
    }

    @Test(
        "Given a pending registration on the server, when the page appears, then it says it is fetching, then shows its state, table and name"
    )
    func showsTheRegistration() async throws {
        let core = try loggedIn(serving: SampleAlley.pending)
        let (scene, _) = page(core)

        #expect(scene.viewModel?.message == "Fetching your registration from the convention's server…")
        await core.settle()

        #expect(scene.viewModel?.state == "Pending: waiting for the organisers")
        #expect(scene.viewModel?.table == "Table 12")
        #expect(scene.viewModel?.name == "Some Guy Art")
        #expect(scene.viewModel?.canCheckOut == true)
        #expect(scene.viewModel?.message == nil)
        #expect(core.attendeeAPI?.requests == [.latestAlleyRegistration(token: SampleAttendee.token.secret)])
    }

    @Test(
        "Given each state the server may name, when the page shows it, then it is worded; one it does not know is kept as its text",
        arguments: [
            (ArtistAlleyRegistrationState.accepted, "Accepted: your table shows in the alley"),
            (.rejected, "Rejected by the organisers"), (.published, "Published"), (.other("CheckedOut"), "CheckedOut"),
        ])
    func wordsEveryState(state: ArtistAlleyRegistrationState, words: String) async throws {
        var registration = SampleAlley.pending
        registration.state = state
        let core = try loggedIn(serving: registration)
        let (scene, _) = page(core)
        await core.settle()

        #expect(scene.viewModel?.state == words)
    }

    @Test("Given no registration (404), when the page appears, then it says there is none and how to ask for a table")
    func none() async throws {
        let core = try loggedIn()
        let (scene, _) = page(core)
        await core.settle()

        #expect(scene.viewModel?.message == "You have no artist alley registration (ask for a table).")
        #expect(scene.viewModel?.canCheckOut == false)
    }

    @Test("Given nobody logged in, when the page appears, then it asks to log in and asks nothing of the server")
    func loggedOut() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = page(core)
        await core.settle()

        #expect(scene.viewModel?.message == "Log in to see or ask for your artist alley table (log in).")
        #expect(core.attendeeAPI?.requests == [])
        scene.simulateAskingToLogIn()
        #expect(delegate.loginRequests == 1)
        scene.simulateAskingToRequestTable()
        #expect(scene.viewModel?.step == .idle)
        #expect(scene.viewModel?.message == "Log in to see or ask for your artist alley table (log in).")
        #expect(scene.viewModel?.outcome == nil)
    }

    @Test("Given a valid form, when the attendee sends it, then the server gets it and the page shows the pending registration")
    func requestsATable() async throws {
        let core = try loggedIn()
        let (scene, _) = page(core)
        await core.settle()

        scene.simulateAskingToRequestTable()
        #expect(scene.viewModel?.step == .fillingIn)
        scene.delegate?.artistAlleyRegistrationSceneDidSubmit(SampleAlley.form)
        #expect(scene.viewModel?.step == .waiting)
        await core.settle()

        #expect(scene.viewModel?.outcome == "Your request was sent: it waits for the organisers.")
        #expect(scene.viewModel?.state == "Pending: waiting for the organisers")
        #expect(scene.viewModel?.step == .idle)
        let sent = try ArtistAlleyTableRequest(checking: SampleAlley.form)
        #expect(core.attendeeAPI?.requests.contains(.alleyTableRequest(sent, token: SampleAttendee.token.secret)) == true)
    }

    @Test("Given a form that breaks a rule, when sent, then the page says which, and nothing reaches the server")
    func refusesABrokenForm() async throws {
        let core = try loggedIn()
        let (scene, _) = page(core)
        await core.settle()
        var form = SampleAlley.form
        form.location = "twelve"

        scene.simulateRequestingTable(form)
        await core.settle()

        #expect(scene.viewModel?.outcome == "Not sent: the table must be a whole number above zero, not “twelve”.")
        #expect(
            core.attendeeAPI?.requests.allSatisfy {
                if case .alleyTableRequest = $0 { return false }
                return true
            } == true)
    }

    @Test("Given a picture that is no image, when sent, then the page says so before sending")
    func refusesANonImage() async throws {
        let core = try loggedIn()
        let (scene, _) = page(core)
        var form = SampleAlley.form
        form.picture = .read(fileName: "notes.txt", bytes: Array("hello".utf8))

        scene.simulateRequestingTable(form)
        await core.settle()

        #expect(scene.viewModel?.outcome == "Not sent: notes.txt is not a JPEG, PNG or WebP picture.")
    }

    @Test("Given registration closed (403), when the form is sent, then the page says the server refuses and why it may")
    func closed() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.alleyTableRequest, with: .forbidden)
        let (scene, _) = page(core)

        scene.simulateRequestingTable(SampleAlley.form)
        await core.settle()

        #expect(
            scene.viewModel?.outcome
                == "The convention's server refuses: registration for the artist alley is closed, or this account may not register (it takes checked-in attendees only)."
        )
    }

    @Test("Given the server refusing the content (400), when the form is sent, then the page gives the server's words")
    func rejectedWithTheServersWords() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.answerAlleyRequests(with: .refused(message: "Location\n is already taken."))
        let (scene, _) = page(core)

        scene.simulateRequestingTable(SampleAlley.form)
        await core.settle()

        #expect(scene.viewModel?.outcome == "The convention's server refused the request: Location is already taken.")
        #expect(core.attendeeAPI?.alleyRegistration == nil)
    }

    @Test("Given a registration, when the attendee checks out and confirms, then it is deleted and the page says so")
    func checksOut() async throws {
        let core = try loggedIn(serving: SampleAlley.pending)
        let (scene, _) = page(core)
        await core.settle()

        scene.delegate?.artistAlleyRegistrationSceneDidAskToCheckOut()
        #expect(scene.viewModel?.step == .confirmingCheckOut)
        scene.delegate?.artistAlleyRegistrationSceneDidConfirmCheckOut(true)
        await core.settle()

        #expect(scene.viewModel?.outcome == "Checked out: your table has left the alley.")
        #expect(scene.viewModel?.message == "You have no artist alley registration (ask for a table).")
        #expect(core.attendeeAPI?.alleyRegistration == nil)
        #expect(core.attendeeAPI?.requests.contains(.alleyCheckOut(token: SampleAttendee.token.secret)) == true)
    }

    @Test("Given a registration, when the attendee declines the confirmation, then nothing is sent and it stays")
    func declinesCheckOut() async throws {
        let core = try loggedIn(serving: SampleAlley.pending)
        let (scene, _) = page(core)
        await core.settle()

        scene.simulateCheckingOut(confirming: false)
        await core.settle()

        #expect(scene.viewModel?.outcome == "Not checked out: your registration stays.")
        #expect(core.attendeeAPI?.alleyRegistration == SampleAlley.pending)
        #expect(core.attendeeAPI?.requests.contains(.alleyCheckOut(token: SampleAttendee.token.secret)) == false)
    }

    @Test("Given no registration, when the attendee asks to check out, then the page says there is none to check out")
    func nothingToCheckOut() async throws {
        let core = try loggedIn()
        let (scene, _) = page(core)
        await core.settle()

        scene.delegate?.artistAlleyRegistrationSceneDidAskToCheckOut()

        #expect(scene.viewModel?.step == .idle)
        #expect(scene.viewModel?.outcome == "You have no artist alley registration to check out.")
    }

    @Test("Given an attendee not checked in (403), when the page appears, then it says registrations show once they are")
    func notCheckedIn() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.alleyRegistration, with: .forbidden)
        let (scene, _) = page(core)
        await core.settle()

        #expect(
            scene.viewModel?.message
                == "The convention's server shows artist alley registrations only to checked-in attendees: yours shows once you are checked in."
        )
    }

    @Test("Given the server failing, when the page appears, then it says why, without the token")
    func failure() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.alleyRegistration, with: .serverError(status: 500))
        let (scene, _) = page(core)
        await core.settle()

        let message = try #require(scene.viewModel?.message)
        #expect(message.hasPrefix("The convention's server could not be asked:"))
        #expect(!message.contains(SampleAttendee.token.secret))
    }

    @Test("Given the Core in German, when the pending registration shows, then its words are German")
    func inGerman() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account, language: .german)
        core.attendeeAPI?.serveAlleyRegistration(SampleAlley.pending)
        let (scene, _) = page(core)
        await core.settle()

        #expect(scene.viewModel?.title == "Dein Tisch in der Artist Alley")
        #expect(scene.viewModel?.state == "Ausstehend: wartet auf die Organisatoren")
        #expect(scene.viewModel?.table == "Tisch 12")
    }
}
