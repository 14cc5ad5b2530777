import ConbookCore
import ConbookDealers
import ConbookModuleKit
import ConbookPeople
import ConbookSchedule
import ConbookTesting
import Testing

/// A page shown before a sync (or in another window) names its items by identity: a choice made on
/// it is applied to that very item while the item is still listed, and refused with "the page
/// changed" once it is not, never applied to whatever took its place.
@MainActor
@Suite("Stable choices: a choice made on a page that has since changed")
struct StableChoicesTests {
    private typealias Sample = SampleConvention
    private let pageChanged = ModuleTexts.english(.pageChanged)

    @Test(
        "Given the schedule listing Dance Party, when a sync takes it off and the user then chooses it on the page shown before, then nothing opens, the scene says the page changed and shows the page as it is"
    )
    func scheduleRefusesAnEventNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = ScheduleModuleTestContext(core: core)
        let dancePartyRow = try #require(context.scene.row(titled: "Dance Party"))
        let openingRow = try #require(context.scene.row(titled: "Opening Ceremony"))
        var content = Sample.content
        content[Event.self].remove(Sample.danceParty.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingEvent(id: dancePartyRow.id)

        #expect(context.delegate.selectedEvents == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(!context.scene.listedTitles.contains("Dance Party"))

        context.scene.simulateSelectingEvent(id: openingRow.id)
        #expect(context.delegate.selectedEvents == [Sample.opening.id])
    }

    @Test(
        "Given the dealers listing wolf & co, when a sync takes it off and the user then chooses it on the page shown before, then no dealer opens and the scene says the page changed"
    )
    func dealersRefuseADealerNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(Sample.content)
        let context = DealersModuleTestContext(core: core)
        let wolfRow = try #require(context.scene.row(named: "wolf & co"))
        let sketchyRow = try #require(context.scene.row(named: "Sketchy Fox Art"))
        var content = Sample.content
        content[Dealer.self].remove(Sample.wolfAndCo.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingDealer(id: wolfRow.id)

        #expect(context.delegate.selectedDealers == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(!context.scene.listedNames.contains("wolf & co"))

        context.scene.simulateSelectingDealer(id: sketchyRow.id)
        #expect(context.delegate.selectedDealers == [Sample.sketchyFox.id])
    }

    @Test(
        "Given People listing Quiet Otter, when a sync takes them off and the user then chooses them on the list shown before, then nobody's page opens and the scene says the page changed"
    )
    func peopleRefuseAPersonNoLongerListed() async throws {
        let core = try ConbookTestContext.storing(SamplePeople.content)
        let context = PeopleModuleTestContext(core: core)
        #expect(context.scene.names.contains("Quiet Otter"))
        var content = SamplePeople.content
        content[Person.self].remove(SamplePeople.quietOtter.id)
        core.answerSyncs(with: content)
        _ = await core.conbook.refreshConvention.refresh()

        context.scene.simulateSelectingFromAnEarlierList(named: "Quiet Otter")

        #expect(context.delegate.selectedPeople == [])
        #expect(context.scene.errorMessage == pageChanged)
        #expect(!context.scene.names.contains("Quiet Otter"))

        context.scene.simulateSelectingFromAnEarlierList(named: "Sketchy Fox")
        #expect(context.delegate.selectedPeople == ["Sketchy Fox"])
    }
}
