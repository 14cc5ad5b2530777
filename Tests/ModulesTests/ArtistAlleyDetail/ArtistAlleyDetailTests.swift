import ConbookArtistAlleyDetail
import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Artist Alley: a table")
struct ArtistAlleyDetailModuleTests {
    private func table(
        _ id: ArtistAlleyTable.ID, language: Language = .english
    ) throws -> (CapturingArtistAlleyDetailScene, CapturingArtistAlleyDetailModuleDelegate, ConbookTestContext) {
        let core = try ConbookTestContext(stored: SampleAlley.stored, account: SampleAttendee.account, language: language)
        let scene = CapturingArtistAlleyDetailScene()
        let delegate = CapturingArtistAlleyDetailModuleDelegate()
        ArtistAlleyDetailModuleBuilder(conbook: core.conbook).build(scene: scene, table: id, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate, core)
    }

    @Test(
        "Given a table with a website and a Telegram handle, when it opens, then it shows the name, table, description, picture and both links"
    )
    func showsTheTable() throws {
        let (scene, _, _) = try table(SampleAlley.inky.id)

        #expect(scene.viewModel?.id == SampleAlley.inky.id.rawValue)
        #expect(scene.viewModel?.name == "Inky Otter")
        #expect(scene.viewModel?.table == "Table 10")
        #expect(scene.viewModel?.shortDescription == "Ink drawings and prints")
        #expect(scene.viewModel?.links.map(\.name) == ["Website", "Telegram @inkyotter"])
        #expect(scene.viewModel?.links.map(\.address) == ["https://inky.example/", "https://t.me/inkyotter"])
        #expect(scene.viewModel?.links.allSatisfy(\.canOpen) == true)
        #expect(scene.viewModel?.picture?.width == 2000)
    }

    @Test("Given a website without a scheme and a handle with @, when the table opens, then the links are whole addresses")
    func linksAreWholeAddresses() throws {
        let (scene, _, _) = try table(SampleAlley.zed.id)

        #expect(scene.viewModel?.links.map(\.address) == ["https://zed.example", "https://t.me/zedsketch"])
        #expect(scene.viewModel?.picture == nil)
    }

    @Test("Given a table whose handle is no handle and no description, when it opens, then neither shows")
    func leavesOutWhatIsNotThere() throws {
        let (scene, _, _) = try table(SampleAlley.bead.id)

        #expect(scene.viewModel?.links == [])
        #expect(scene.viewModel?.shortDescription == nil)
        #expect(scene.viewModel?.table == "Table B1")
    }

    @Test(
        "Given a table, when the user follows its Telegram link, then the module reports where it leads, as the dealers' links do"
    )
    func followsLinks() throws {
        let (scene, delegate, core) = try table(SampleAlley.inky.id)

        scene.simulateSelectingLink(named: "Telegram @inkyotter")

        #expect(delegate.followedLinks.map(\.name) == ["Telegram @inkyotter"])
        #expect(
            delegate.followedLinks.first?.destination == core.conbook.followLink.destination(of: "https://t.me/inkyotter"))
    }

    @Test("Given a table no longer in the alley, when it opens, then it says so")
    func unavailable() throws {
        let (scene, _, _) = try table("table-gone")

        #expect(scene.unavailableMessage == "This table is no longer in the artist alley.")
    }

    @Test("Given the Core in German, when a table opens, then its words are German")
    func inGerman() throws {
        let (scene, _, _) = try table(SampleAlley.inky.id, language: .german)

        #expect(scene.viewModel?.table == "Tisch 10")
        let (gone, _, _) = try table("table-gone", language: .german)
        #expect(gone.unavailableMessage == "Dieser Tisch ist nicht mehr in der Artist Alley.")
    }
}
