import ConbookCore
import ConbookDirector
import ConbookLogin
import ConbookLostAndFound
import ConbookTesting
import ConbookWebPage
import Testing

@MainActor
@Suite("Director: Lost & Found")
struct LostAndFoundFlowTests {
    private func lostAndFound(_ app: AppTestEnvironment) -> CapturingLostAndFoundScene? {
        app.navigator.rootScene(ofSection: "LostAndFound")
    }

    @Test(
        "Given a logged-in attendee, when the section named LostAndFound is chosen, then it shows the items, titled Lost & Found"
    )
    func reachable() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let app = AppTestEnvironment(core: core)
        await app.start()

        app.selectSection("LostAndFound")
        await app.core.settle()

        #expect(app.navigator.selectedSectionTitle == "Lost & Found")
        #expect(app.visible(CapturingLostAndFoundScene.self) === lostAndFound(app))
        #expect(lostAndFound(app)?.titles.count == 5)
    }

    @Test("Given the items listed, when an item's picture is opened, then its link's page opens on top; back returns")
    func opensPicture() async throws {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.selectSection("LostAndFound")
        await app.core.settle()

        lostAndFound(app)?.simulateOpeningPicture(ofItemTitled: "Fox plush")

        #expect(app.visible(CapturingWebPageScene.self) != nil)
        #expect(app.goBack())
        #expect(app.visible(CapturingLostAndFoundScene.self) === lostAndFound(app))
    }

    @Test(
        "Given Lost & Found while logged out, when the user asks to log in and logs in, then Login opens on top, closes once logged in, and the items are listed"
    )
    func loginThenList() async throws {
        let core = try ConbookTestContext()
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let app = AppTestEnvironment(core: core)
        await app.start()
        app.selectSection("LostAndFound")
        #expect(lostAndFound(app)?.viewModel?.obstacle != nil)

        try #require(app.core.attendeeAPI?.identityProvider).setRedirect(.heldForTest)
        lostAndFound(app)?.simulateAskingToLogIn()
        #expect(app.visible(CapturingLoginScene.self) != nil)
        await app.core.settle()
        try #require(app.core.attendeeAPI?.identityProvider).deliverRedirect()
        await app.core.settle()

        #expect(app.visible(CapturingLoginScene.self) == nil)
        #expect(lostAndFound(app)?.titles.count == 5)
    }
}
