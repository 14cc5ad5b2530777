import ConbookCore
import ConbookEventDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Event detail: the hosts, each opening their page")
struct EventDetailHostsTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given Drawing Paws, hosted by Sketchy Fox and Pen Wolf, when its page shows, then the hosts are listed one by one; choosing the second reports their name"
    )
    func choosingAHost() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.drawingWorkshop.id)

        context.scene.simulateSelectingHost(named: "Pen Wolf")

        #expect(context.scene.viewModel?.hosts == "Sketchy Fox, Pen Wolf")
        #expect(context.scene.viewModel?.hostNames == ["Sketchy Fox", "Pen Wolf"])
        #expect(context.delegate.selectedHosts == ["Pen Wolf"])
    }

    @Test("Given an event naming an empty host and a spaced one, when its page shows, then only real names can be chosen")
    func emptyNamesLeftOut() throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.hosts = ["", "  Con Chair ", " "]
        content[Event.self].upsert(opening)

        let context = EventDetailModuleTestContext(core: try ConbookTestContext.storing(content), event: Sample.opening.id)

        #expect(context.scene.viewModel?.hostNames == ["Con Chair"])
    }
}
