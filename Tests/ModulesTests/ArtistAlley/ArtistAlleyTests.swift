import ConbookArtistAlley
import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Artist Alley")
struct ArtistAlleyModuleTests {
    private func alley(_ core: ConbookTestContext) -> (CapturingArtistAlleyScene, CapturingArtistAlleyModuleDelegate) {
        let scene = CapturingArtistAlleyScene()
        let delegate = CapturingArtistAlleyModuleDelegate()
        ArtistAlleyModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    private func checkedIn() throws -> ConbookTestContext {
        try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account)
    }

    @Test(
        "Given the alley's tables, when it appears, then they are listed by table number (2 before 10), then by name, tables that are no number after them and those without a table last"
    )
    func listsTablesInOrder() throws {
        let (scene, _) = alley(try checkedIn())

        #expect(scene.listedNames == ["Ámbar Art", "Zed Sketches", "Inky Otter", "Bead Bunny", "Wandering Wolf"])
        #expect(scene.viewModel?.heading == "5 tables, by table number")
        #expect(
            scene.viewModel?.rows.first
                == ArtistAlleyRowViewModel(
                    id: SampleAlley.ambar.id.rawValue, table: "Table 2", name: "Ámbar Art",
                    shortDescription: "Stickers and charms"))
        #expect(scene.viewModel?.rows.last?.table == nil)
        #expect(scene.viewModel?.rows[3].shortDescription == nil)
        #expect(scene.viewModel?.emptyMessage == nil)
    }

    @Test("Given the alley, when the user searches a word of a name, a description or a table, then only those tables are listed")
    func searches() throws {
        let (scene, _) = alley(try checkedIn())

        scene.simulateSearching(for: "otter")
        #expect(scene.listedNames == ["Inky Otter"])
        #expect(scene.viewModel?.heading == "1 of 5 tables")
        #expect(scene.viewModel?.searchText == "otter")

        scene.simulateSearching(for: "sticker")
        #expect(scene.listedNames == ["Ámbar Art"])

        scene.simulateSearching(for: "ambar")
        #expect(scene.listedNames == ["Ámbar Art"])

        scene.simulateSearching(for: "10")
        #expect(scene.listedNames == ["Inky Otter"])

        scene.simulateSearching(for: "dragon")
        #expect(scene.listedNames == [])
        #expect(scene.viewModel?.emptyMessage == "No tables match “dragon”.")

        scene.simulateSearching(for: "  ")
        #expect(scene.listedNames.count == 5)
    }

    @Test(
        "Given nobody logged in and an empty alley, when it appears, then it says the server shows it only to checked-in attendees and to log in"
    )
    func emptyWhenLoggedOut() throws {
        let (scene, _) = alley(try ConbookTestContext())

        #expect(scene.listedNames == [])
        #expect(
            scene.viewModel?.emptyMessage
                == "The convention's server shows the artist alley only to checked-in attendees: log in (log in) to see it.")
    }

    @Test(
        "Given a logged-in attendee who is not checked in, when the empty alley appears, then it says the alley appears once they are"
    )
    func emptyWhenNotCheckedIn() throws {
        let (scene, _) = alley(try ConbookTestContext(account: SampleAlley.notCheckedIn))

        #expect(
            scene.viewModel?.emptyMessage
                == "The convention's server shows the artist alley only to checked-in attendees: the alley appears once you are checked in (then refresh)."
        )
    }

    @Test("Given a checked-in attendee, when the alley is empty, then it says no artist has a table yet")
    func emptyWhenNoneYet() throws {
        let (scene, _) = alley(try ConbookTestContext(account: SampleAttendee.account))

        #expect(scene.viewModel?.emptyMessage == "No artist has a table in the alley yet.")
        #expect(scene.viewModel?.heading == "0 tables, by table number")
    }

    @Test("Given a source without attendee services, when the alley is empty, then it says no artist has a table yet")
    func emptyWithoutLogin() throws {
        let (scene, _) = alley(try ConbookTestContext(attendeeAPI: nil))

        #expect(scene.viewModel?.emptyMessage == "No artist has a table in the alley yet.")
    }

    @Test("Given the empty alley shown logged out, when the attendee logs in, then it says what the new login means")
    func followsTheLogin() async throws {
        let core = try ConbookTestContext()
        let (scene, _) = alley(core)

        try await core.logIn()
        await core.settle()

        #expect(scene.viewModel?.emptyMessage == "No artist has a table in the alley yet.")
    }

    @Test(
        "Given the alley, when the user chooses a table, then the module reports it; asking for the own registration is reported")
    func reportsChoices() throws {
        let (scene, delegate) = alley(try checkedIn())

        scene.simulateSearching(for: "zed")
        scene.simulateSelectingTable(named: "Zed Sketches")
        scene.simulateAskingForOwnRegistration()

        #expect(delegate.selectedTables == [SampleAlley.zed.id])
        #expect(delegate.registrationRequests == 1)
    }
}
