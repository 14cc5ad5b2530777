import ConbookCore
import ConbookModuleKit
import ConbookSharedPicks
import ConbookTesting
import Testing

@MainActor
@Suite("Shared picks presenter: keeping a friend's list")
struct SharedPicksKeepPresenterTests {
    private typealias Sample = SampleConvention

    private func shown(language: Language = .english) throws -> (core: ConbookTestContext, scene: CapturingSharedPicksScene) {
        let core = try ConbookTestContext(language: language)
        let scene = CapturingSharedPicksScene()
        SharedPicksModuleBuilder(conbook: core.conbook).build(scene: scene, picks: SampleSharedPicks.alex)
        scene.simulateSceneDidLoad()
        return (core, scene)
    }

    @Test(
        "Given Alex's picks, when kept as ` Alex `, then Alex's list is kept (every id, the missing one too), no favourite is marked, and the status says it is kept and how to list them"
    )
    func keepAsName() throws {
        let (core, scene) = try shown()

        scene.simulateKeeping(as: " Alex ")

        #expect(
            core.store.friendsLists
                == FriendsLists(["Alex": [Sample.closing.id, "event-elsewhere", Sample.opening.id]]))
        #expect(core.store.favourites.isEmpty)
        #expect(
            scene.viewModel?.status
                == "Kept as Alex's list: the schedule, the timetable and the events' pages show who else goes; filtering by Alex lists Alex's picks."
        )
    }

    @Test("Given Alex's picks, when kept under an empty name, then the status says a name is needed and nothing is kept")
    func emptyName() throws {
        let (core, scene) = try shown()

        scene.simulateKeeping(as: "  ")

        #expect(core.store.friendsLists.isEmpty)
        #expect(scene.viewModel?.status == "A friend's list needs a name, e.g. keep as Alex.")
    }

    @Test("Given a store that fails writes, when the picks are kept, then the status says why and nothing is kept")
    func keepFails() throws {
        let (core, scene) = try shown()
        core.store.failsWrites = true

        scene.simulateKeeping(as: "Alex")

        #expect(core.store.friendsLists.isEmpty)
        #expect(scene.viewModel?.status?.isEmpty == false)
        #expect(scene.viewModel?.status?.hasPrefix("Kept") == false)
    }

    @Test("Given the Core in German, when Alex's picks are kept, then the status is German")
    func german() throws {
        let (_, scene) = try shown(language: .german)

        scene.simulateKeeping(as: "Alex")

        #expect(scene.viewModel?.status?.hasPrefix("Als Liste von Alex behalten") == true)
    }
}
