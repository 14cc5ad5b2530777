import ConbookCore
import ConbookEventDetail
import ConbookTesting
import Testing

@MainActor
@Suite("Event Detail: who else goes")
struct EventDetailFriendsTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given Alex's list picking the opening, when its page shows, then it says `Alex ★`; when Sam keeps it too, the page follows with both names; another event says nobody"
    )
    func pageSaysWhoElseGoes() throws {
        let core = try ConbookTestContext()
        try core.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")
        let page = EventDetailModuleTestContext(core: core, event: Sample.opening.id)
        #expect(page.scene.viewModel?.friends == "Alex ★")

        try core.conbook.friendsLists.keep(SharedPicks(convention: Sample.identifier, events: [Sample.opening.id]), as: "Sam")

        #expect(page.scene.viewModel?.friends == "Alex ★, Sam ★")
        #expect(EventDetailModuleTestContext(core: core, event: Sample.danceParty.id).scene.viewModel?.friends == nil)
    }
}
