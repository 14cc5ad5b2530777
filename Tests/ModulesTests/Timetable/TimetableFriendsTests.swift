import ConbookCore
import ConbookTesting
import ConbookTimetable
import Testing

@MainActor
@Suite("Timetable: who else goes")
struct TimetableFriendsTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given Alex's and Sam's lists, when day 1 shows, then the opening's box says `Alex ★, Sam ★` and the others nobody"
    )
    func boxesSayWhoElseGoes() throws {
        let core = try ConbookTestContext(now: Sample.local(Sample.day1, 10, 30))
        try core.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")
        try core.conbook.friendsLists.keep(SharedPicks(convention: Sample.identifier, events: [Sample.opening.id]), as: "Sam")
        let context = TimetableModuleTestContext(core: core)

        let events = context.scene.viewModel?.events ?? []

        #expect(events.first { $0.title == "Opening Ceremony" }?.friends == "Alex ★, Sam ★")
        #expect(events.filter { $0.title != "Opening Ceremony" }.allSatisfy { $0.friends == nil })
    }
}
