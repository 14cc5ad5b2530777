import ConbookCore
import ConbookModuleKit
import ConbookSharedPicks
import ConbookTesting
import Testing

@MainActor
@Suite("Shared picks presenter")
struct SharedPicksPresenterTests {
    private typealias Sample = SampleConvention

    /// The module over the Core, shown with some picks.
    private func shown(
        _ picks: SharedPicks = SampleSharedPicks.alex, favourites: Set<Event.ID> = [], language: Language = .english
    ) throws -> (core: ConbookTestContext, scene: CapturingSharedPicksScene) {
        let core = try ConbookTestContext(favourites: favourites, language: language)
        let scene = CapturingSharedPicksScene()
        SharedPicksModuleBuilder(conbook: core.conbook).build(scene: scene, picks: picks)
        scene.simulateSceneDidLoad()
        return (core, scene)
    }

    @Test(
        "Given Alex's code with three events, one not in this schedule and the opening a favourite, when the page shows, then it lists two in shared order with day, time and room, the favourite marked, and says one is missing"
    )
    func listsPicks() throws {
        let (_, scene) = try shown(favourites: [Sample.opening.id])

        #expect(scene.viewModel?.title == "Alex's picks")
        #expect(scene.titles == ["Closing Ceremony", "Opening Ceremony"])
        #expect(scene.viewModel?.rows.last?.eventID == Sample.opening.id.rawValue)
        #expect(scene.viewModel?.rows.map(\.isFavourite) == [false, true])
        #expect(scene.viewModel?.rows.first?.room == Sample.mainStage.name)
        #expect(scene.viewModel?.rows.first?.when.contains("16:00") == true)
        #expect(scene.viewModel?.summary.hasSuffix("· 1 not in this schedule") == true)
        #expect(scene.viewModel?.summary.hasPrefix("3 events picked at") == true)
        #expect(scene.viewModel?.status == nil)
    }

    @Test("Given picks without a sharer's name, when the page shows, then it is titled Shared picks")
    func unnamed() throws {
        let (_, scene) = try shown(SharedPicks(convention: Sample.identifier, events: [Sample.opening.id]))

        #expect(scene.viewModel?.title == "Shared picks")
        #expect(scene.viewModel?.summary.hasPrefix("1 event picked at") == true)
    }

    @Test(
        "Given the page, when add all is chosen, then every listed event is a favourite, the rows say so and the status counts them"
    )
    func addAll() throws {
        let (core, scene) = try shown(favourites: [Sample.opening.id])

        scene.simulateAddingAll()

        #expect(core.store.favourites == [Sample.opening.id, Sample.closing.id])
        #expect(scene.viewModel?.rows.map(\.isFavourite) == [true, true])
        #expect(scene.viewModel?.status == "Added 1 favourite.")
    }

    @Test("Given every listed event a favourite already, when add all is chosen, then the status says so")
    func addAllNothingNew() throws {
        let (_, scene) = try shown(favourites: [Sample.opening.id, Sample.closing.id])

        scene.simulateAddingAll()

        #expect(scene.viewModel?.status == "Every listed event is a favourite already.")
    }

    @Test("Given the page, when one event is added and another removed, then the favourites and the rows follow")
    func addAndRemoveOne() throws {
        let (core, scene) = try shown(favourites: [Sample.opening.id])

        scene.simulateAdding(titled: "Closing Ceremony")
        #expect(scene.viewModel?.status == "Added Closing Ceremony to your favourites.")
        scene.simulateRemoving(titled: "Opening Ceremony")

        #expect(core.store.favourites == [Sample.closing.id])
        #expect(scene.viewModel?.rows.map(\.isFavourite) == [true, false])
        #expect(scene.viewModel?.status == "Removed Opening Ceremony from your favourites.")
    }

    @Test("Given the page, when a favourite changes elsewhere, then the page shows it")
    func followsFavourites() throws {
        let (core, scene) = try shown()

        try core.conbook.toggleFavourite.toggle(Sample.closing.id)

        #expect(scene.viewModel?.rows.map(\.isFavourite) == [true, false])
    }

    @Test("Given a store that fails writes, when add all is chosen, then the status says why and nothing is marked")
    func addAllFails() throws {
        let (core, scene) = try shown()
        core.store.failsWrites = true

        scene.simulateAddingAll()

        #expect(core.store.favourites.isEmpty)
        #expect(scene.viewModel?.rows.map(\.isFavourite) == [false, false])
        #expect(scene.viewModel?.status?.isEmpty == false)
        #expect(scene.viewModel?.status?.hasPrefix("Added") == false)
    }

    @Test("Given picks none of which is in this schedule, when the page shows, then it says so")
    func noneInSchedule() throws {
        let (_, scene) = try shown(SharedPicks(convention: Sample.identifier, events: ["event-elsewhere"]))

        #expect(scene.titles.isEmpty)
        #expect(scene.viewModel?.emptyMessage == "None of the picked events is in this schedule.")
    }

    @Test("Given the Core in German, when Alex's picks show, then the title, summary and status are German")
    func german() throws {
        let (_, scene) = try shown(language: .german)

        scene.simulateAddingAll()

        #expect(scene.viewModel?.title == "Auswahl von Alex")
        #expect(scene.viewModel?.summary.hasSuffix("1 nicht in diesem Programm") == true)
        #expect(scene.viewModel?.status == "2 Favoriten hinzugefügt.")
    }

    @Test(
        "Given the module's own words, when English and German are compared, then every key has a text in both, with the same placeholders"
    )
    func ownWordsInBothLanguages() {
        #expect(SharedPicksTexts.languageDifferences == [])
    }

    @Test(
        "Given each way a code is refused, when it is worded, then the other convention's message names both conventions",
        arguments: [
            (ShareCodeError.notACode, "not a Conbook share code"), (.damaged, "damaged"),
            (.newerVersion(2), "format 2"), (.otherConvention(code: "EF27", current: "EF26"), "for EF27, not for Eurofurence 26"),
        ])
    func refusalWording(error: ShareCodeError, expected: String) {
        let text = ShareCodeErrorWording.text(of: error, currentName: "Eurofurence 26", language: .english)

        #expect(text.contains(expected))
    }
}
