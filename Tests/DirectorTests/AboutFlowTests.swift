import ConbookAbout
import ConbookCore
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Director: About")
struct AboutFlowTests {
    @Test(
        "Given the content shown, when About is asked for, then it opens on top of the selected section with the installation's facts; back returns"
    )
    func aboutOpensOnTop() async throws {
        let core = try ConbookTestContext()
        let app = AppTestEnvironment(core: core, installation: StubInstallationFacts(version: "1.2.3"))
        await app.start()
        app.selectSection("Dealers")

        app.director.show(.about)

        #expect(app.visible(CapturingAboutScene.self)?.viewModel?.title == "Conbook 1.2.3")
        #expect(app.navigator.selectedSectionTitle == "Dealers")
        #expect(app.goBack())
        #expect(app.visible(CapturingDealersScene.self) != nil)
    }

    @Test("Given the first download still running, when About is asked for, then nothing opens")
    func notBeforeTheContent() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: nil, api: StubConventionAPI([])))
        app.director.start()

        app.director.show(.about)

        #expect(app.visible(CapturingAboutScene.self) == nil)
    }
}
