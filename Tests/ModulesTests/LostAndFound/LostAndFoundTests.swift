import ConbookCore
import ConbookLostAndFound
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Lost & Found")
struct LostAndFoundTests {
    private func lostAndFound(
        _ core: ConbookTestContext
    ) -> (
        CapturingLostAndFoundScene, CapturingLostAndFoundModuleDelegate
    ) {
        let scene = CapturingLostAndFoundScene()
        let delegate = CapturingLostAndFoundModuleDelegate()
        LostAndFoundModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    private func loggedIn(serving items: [LostAndFoundItem] = SampleLostAndFound.items) throws -> ConbookTestContext {
        let core = try ConbookTestContext(account: SampleAttendee.account)
        core.attendeeAPI?.serveLostAndFound(items)
        return core
    }

    @Test(
        "Given a logged-in attendee, when the scene appears, then it says the list is being fetched, then lists the items grouped lost, found, returned, newest first within a group"
    )
    func groupsAndOrders() async throws {
        let core = try loggedIn()
        let (scene, _) = lostAndFound(core)

        #expect(scene.viewModel?.heading == "Fetching the lost & found from the convention's server…")
        await core.settle()

        #expect(scene.viewModel?.heading == "5 items")
        #expect(scene.viewModel?.obstacle == nil)
        #expect(scene.groups.map(\.title) == ["Lost (2)", "Found (2)", "Returned (1)"])
        #expect(
            scene.groups.map(\.items) == [
                ["Rainbow scarf", "Black phone"], ["Keys with a paw keyring", "Fox plush"], ["Badge “Some Guy”"],
            ])
        #expect(core.attendeeAPI?.requests == [.lostAndFound(token: SampleAttendee.token.secret)])
    }

    @Test(
        "Given the items listed, then each shows the time of its status in the convention's zone, and its picture link when it has one"
    )
    func timesAndPictures() async throws {
        let core = try loggedIn()
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(scene.item(titled: "Black phone")?.time == "Lost Wednesday 19 August 10:15")
        #expect(scene.item(titled: "Fox plush")?.time == "Found Wednesday 19 August 19:30")
        #expect(scene.item(titled: "Badge “Some Guy”")?.time == "Returned Thursday 20 August 11:45")
        #expect(scene.item(titled: "Fox plush")?.picture?.name == "Picture")
        #expect(
            scene.item(titled: "Fox plush")?.picture?.destination == "web page · https://pictures.example/lost/21.jpg")
        #expect(scene.item(titled: "Black phone")?.picture == nil)
    }

    @Test(
        "Given the items listed, when an item is chosen, then it expands with its description and every time known; chosen again, it folds"
    )
    func expands() async throws {
        let core = try loggedIn()
        let (scene, _) = lostAndFound(core)
        await core.settle()

        scene.simulateSelectingItem(titled: "Fox plush")

        #expect(scene.item(titled: "Fox plush")?.isExpanded == true)
        #expect(
            scene.item(titled: "Fox plush")?.details == [
                "Orange, about 30 cm, found in Room A.", "Lost Wednesday 19 August 17:00",
                "Found Wednesday 19 August 19:30",
            ])
        #expect(scene.item(titled: "Black phone")?.details == [])
        scene.simulateSelectingItem(titled: "Keys with a paw keyring")
        #expect(scene.item(titled: "Keys with a paw keyring")?.details == ["No description.", "Found Thursday 20 August 09:05"])
        #expect(scene.item(titled: "Fox plush")?.isExpanded == false)
        scene.simulateSelectingItem(titled: "Keys with a paw keyring")
        #expect(scene.viewModel?.items.contains(where: \.isExpanded) == false)
    }

    @Test("Given an item with a picture, when its picture is opened, then the link is reported to be followed")
    func opensPicture() async throws {
        let core = try loggedIn()
        let (scene, delegate) = lostAndFound(core)
        await core.settle()

        scene.simulateOpeningPicture(ofItemTitled: "Fox plush")
        scene.simulateOpeningPicture(ofItemTitled: "Black phone")

        #expect(delegate.followedLinks.map(\.name) == ["Picture"])
        #expect(delegate.followedLinks.map(\.destination) == [.webPage("https://pictures.example/lost/21.jpg")])
    }

    @Test(
        "Given the items listed, when the user searches, then only items whose title or description has words starting so are listed, still grouped; an empty search lists all again"
    )
    func searches() async throws {
        let core = try loggedIn()
        let (scene, _) = lostAndFound(core)
        await core.settle()

        scene.simulateSearching(for: "GREEN")
        #expect(scene.titles == ["Black phone"])
        #expect(scene.viewModel?.search == "1 item matches “GREEN” (an empty search ends the search)")

        scene.simulateSearching(for: "fo")
        #expect(scene.groups.map(\.title) == ["Found (1)"])
        #expect(scene.titles == ["Fox plush"])

        scene.simulateSearching(for: "umbrella")
        #expect(scene.titles == [])
        #expect(scene.viewModel?.search == "Nothing matches “umbrella” (an empty search ends the search)")

        scene.simulateSearching(for: "")
        #expect(scene.titles.count == 5)
        #expect(scene.viewModel?.search == nil)
    }

    @Test("Given a server that reports nothing, when the scene appears, then it says nothing is reported")
    func empty() async throws {
        let core = try loggedIn(serving: [])
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(scene.viewModel?.heading == "Nothing is reported lost or found.")
        #expect(scene.viewModel?.groups == [])
        #expect(scene.viewModel?.obstacle == nil)
    }

    @Test(
        "Given an item of a status this version does not know and without any time, when listed, then it shows last under Other, its time not known"
    )
    func unknownStatus() async throws {
        let odd = LostAndFoundItem(id: 99, title: "Mystery box", status: .unknown)
        let core = try loggedIn(serving: [odd, SampleLostAndFound.phone])
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(scene.groups.map(\.title) == ["Lost (1)", "Other (1)"])
        #expect(scene.item(titled: "Mystery box")?.time == "Time not known")
    }

    @Test(
        "Given nobody logged in, when the scene appears, then it says the list needs a login and how, and asks nothing of the server; asking to log in is reported"
    )
    func loggedOut() async throws {
        let core = try ConbookTestContext()
        let (scene, delegate) = lostAndFound(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The lost & found is shown to registered attendees: log in to see it (log in).")
        #expect(scene.viewModel?.groups == [])
        #expect(core.attendeeAPI?.requests == [])
        scene.simulateAskingToLogIn()
        #expect(delegate.loginRequests == 1)
    }

    @Test("Given the scene shown logged out, when the attendee logs in, then the list is fetched and shows")
    func followsTheLogin() async throws {
        let core = try ConbookTestContext()
        core.attendeeAPI?.serveLostAndFound(SampleLostAndFound.items)
        let (scene, _) = lostAndFound(core)

        try await core.logIn()
        await core.settle()

        #expect(scene.titles.count == 5)
        #expect(scene.viewModel?.obstacle == nil)
    }

    @Test("Given a login the server does not count as an attendee's (403), when the scene appears, then it says so")
    func notAnAttendee() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.lostAndFound, with: .forbidden)
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The convention's server shows the lost & found to registered attendees only, and it does not know this login as one. Registered under another account? Log in with that one (log out, then log in)."
        )
        #expect(scene.viewModel?.groups == [])
    }

    @Test("Given a server without a lost & found (501), when the scene appears, then it says the server has none")
    func notOffered() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.lostAndFound, with: .serverError(status: 501))
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(scene.viewModel?.obstacle == "This convention's server has no lost & found.")
    }

    @Test(
        "Given the server no longer accepts the token and the provider refuses to renew it, when the list is fetched, then the login is forgotten and the scene says the session ended"
    )
    func sessionEnds() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.identityProvider.expireAccessTokens()
        core.attendeeAPI?.identityProvider.endSessions()
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(
            scene.viewModel?.obstacle
                == "The session of Some Guy ended; log in again to see the lost & found (log in). Your favourites are kept.")
        #expect(core.accountStore.saved == nil)
    }

    @Test("Given a server failing (500) on the first fetch, when the scene appears, then it says why and how to try again")
    func serverFailure() async throws {
        let core = try loggedIn()
        core.attendeeAPI?.fail(.lostAndFound, with: .serverError(status: 500))
        let (scene, _) = lostAndFound(core)
        await core.settle()

        #expect(scene.viewModel?.obstacle?.hasPrefix("The lost & found could not be fetched: ") == true)
        #expect(scene.viewModel?.obstacle?.hasSuffix("(refresh to try again)") == true)
        #expect(scene.viewModel?.obstacle?.contains(SampleAttendee.token.secret) == false)
    }

    @Test(
        "Given the items listed, when a refresh fails with an unreadable answer, then the list stays and the error says why; a later refresh shows the new list"
    )
    func refreshFailureKeepsTheList() async throws {
        let core = try loggedIn()
        let (scene, _) = lostAndFound(core)
        await core.settle()

        core.attendeeAPI?.fail(.lostAndFound, with: .malformed("LostAndFound/Items[0].Title: missing"))
        scene.simulateRefreshing()
        await core.settle()

        #expect(scene.titles.count == 5)
        #expect(
            scene.errors == [
                "The lost & found the server sent could not be read: LostAndFound/Items[0].Title: missing"
            ])

        core.attendeeAPI?.fail(.lostAndFound, with: nil)
        core.attendeeAPI?.serveLostAndFound([SampleLostAndFound.badge])
        scene.simulateRefreshing()
        await core.settle()
        #expect(scene.titles == ["Badge “Some Guy”"])
    }
}
