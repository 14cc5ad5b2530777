import ConbookArtistAlley
import ConbookArtistAlleyDetail
import ConbookArtistAlleyRegistration
import ConbookCore
import ConbookDirector
import ConbookTesting
import Testing

@MainActor
@Suite("Director: the Artist Alley section's flows")
struct ArtistAlleyFlowTests {
    @Test(
        "Given the Artist Alley section, when the user chooses a table, then it opens there; back returns to the listing"
    )
    func tableOpensItsDetail() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account))
        await app.start()

        #expect(app.selectSection("Artist Alley"))
        let alley = app.visible(CapturingArtistAlleyScene.self)
        alley?.simulateSelectingTable(named: "Inky Otter")

        #expect(app.visible(CapturingArtistAlleyDetailScene.self)?.viewModel?.table == "Table 10")
        #expect(app.navigator.selectedSectionTitle == "Artist Alley")
        #expect(app.goBack())
        #expect(app.visible(CapturingArtistAlleyScene.self) === alley)
    }

    @Test("Given a table, when the user follows its website, then the link's page opens on top")
    func linkOpensAPage() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account))
        await app.start()
        app.selectSection("Artist Alley")
        app.visible(CapturingArtistAlleyScene.self)?.simulateSelectingTable(named: "Inky Otter")

        app.visible(CapturingArtistAlleyDetailScene.self)?.simulateSelectingLink(named: "Website")

        #expect(app.visible(CapturingWebPageScene.self) != nil)
    }

    @Test(
        "Given the alley, when the user asks for their registration and, logged out, to log in, then the registration opens, then Login on top"
    )
    func registrationAndLogin() async throws {
        let app = AppTestEnvironment(core: try ConbookTestContext())
        await app.start()
        app.selectSection("Artist Alley")

        app.visible(CapturingArtistAlleyScene.self)?.simulateAskingForOwnRegistration()
        let registration = app.visible(CapturingArtistAlleyRegistrationScene.self)
        #expect(registration?.viewModel?.message == "Log in to see or ask for your artist alley table (log in).")
        registration?.simulateAskingToLogIn()

        #expect(app.visible(CapturingLoginScene.self) != nil)
    }
}
