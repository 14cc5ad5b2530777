import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: the events of one host")
struct ScheduleHostFilterTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given the schedule, when the user lists the events of `con chair` (capitals aside), then on day 1 only the opening shows, the heading says whose, a search keeps it, and clearing it lists every event again"
    )
    func onlyTheHostsEvents() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateFilteringByHost("  con chair ")

        #expect(context.scene.listedTitles == ["Opening Ceremony"])
        #expect(context.scene.viewModel?.host == "con chair")
        #expect(context.scene.viewModel?.heading.hasSuffix("· hosted by con chair") == true)
        context.scene.simulateSearching(for: "ceremony")
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Closing Ceremony"])
        context.scene.simulateSearching(for: "")
        context.scene.simulateFilteringByHost(nil)
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
    }

    @Test(
        "Given the schedule, when the user lists the events of only part of a host's name, then nothing matches and the list says the filters match nothing on this day"
    )
    func wholeNamesOnly() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext())

        context.scene.simulateFilteringByHost("Sketchy")

        #expect(context.scene.listedTitles == [])
        #expect(context.scene.viewModel?.emptyMessage == "No events match these filters on this day.")
    }
}
