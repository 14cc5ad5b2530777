import ConbookCore
import ConbookDirector
import ConbookLogin
import ConbookPass
import ConbookTesting
import Testing

@MainActor
@Suite("Director: badge pass")
struct PassFlowTests {
    @Test(
        "Given a logged-in attendee with a pass, when the pass is opened from the menu, then it shows on top of the selected section with the code, and back returns"
    )
    func opensFromTheMenu() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.servePass(SamplePass.pass)
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.selectSection("Knowledge")

        app.director.show(.pass)
        await core.settle()

        #expect(app.navigator.selectedSectionTitle == "Knowledge")
        let scene = try #require(app.visible(CapturingPassScene.self))
        #expect(scene.picture == SamplePass.picture)
        #expect(scene.viewModel?.holder == "The badge pass of Some Guy · registration 42")
        #expect(app.goBack())
        #expect(app.visible(CapturingPassScene.self) == nil)
    }

    @Test(
        "Given nobody logged in, when the pass asks to log in and the attendee logs in, then Login closes and the pass shows the code"
    )
    func logsInFromThePass() async throws {
        let core = try ConbookTestContext()
        core.attendeeAPI?.servePass(SamplePass.pass)
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.director.show(.pass)
        let scene = try #require(app.visible(CapturingPassScene.self))
        #expect(scene.viewModel?.obstacle == "Log in to see your badge pass (log in).")

        scene.simulateAskingToLogIn()
        #expect(app.visible(CapturingLoginScene.self) != nil)
        try await core.logIn()
        await core.settle()

        #expect(scene.picture == SamplePass.picture)
    }
}
