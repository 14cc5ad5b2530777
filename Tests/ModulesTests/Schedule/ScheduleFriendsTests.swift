import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: who else goes, and a friend's filter")
struct ScheduleFriendsTests {
    private typealias Sample = SampleConvention

    private static let samsPicks = SharedPicks(convention: Sample.identifier, events: [Sample.opening.id, Sample.danceParty.id])

    private func context(language: Language = .english) throws -> ScheduleModuleTestContext {
        let core = try ConbookTestContext(language: language)
        try core.conbook.friendsLists.keep(Self.samsPicks, as: "Sam")
        try core.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")
        return ScheduleModuleTestContext(core: core)
    }

    @Test(
        "Given Alex's and Sam's lists, when day 1 shows, then the opening says `Alex ★, Sam ★`, the dance party `Sam ★`, the workshop nobody; the friends are offered by name"
    )
    func rowsSayWhoElseGoes() throws {
        let context = try context()

        #expect(context.scene.row(titled: "Opening Ceremony")?.friends == "Alex ★, Sam ★")
        #expect(context.scene.row(titled: "Dance Party")?.friends == "Sam ★")
        #expect(context.scene.row(titled: "Drawing Paws")?.friends == nil)
        #expect(context.scene.viewModel?.friendNames == ["Alex", "Sam"])
    }

    @Test(
        "Given Alex's list, when the schedule is filtered by friend Alex, then day 1 lists the opening only, the heading says whose picks, and clearing the filter lists all again"
    )
    func filterByFriend() throws {
        let context = try context()

        context.scene.simulateFilteringByFriend(named: "Alex")

        #expect(context.scene.listedTitles == ["Opening Ceremony"])
        #expect(context.scene.viewModel?.selectedFriendIndex == 0)
        #expect(context.scene.viewModel?.heading.hasSuffix("· picked by Alex") == true)
        context.scene.simulateFilteringByFriend(named: nil)
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
    }

    @Test(
        "Given the filter by Sam, when Sam is forgotten, then the filter is dropped and the schedule lists every event again"
    )
    func forgottenFriendDropsTheFilter() throws {
        let context = try context()
        context.scene.simulateFilteringByFriend(named: "Sam")
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Dance Party"])

        try context.core.conbook.friendsLists.forget("Sam")

        #expect(context.scene.viewModel?.selectedFriendIndex == nil)
        #expect(context.scene.listedTitles == ["Opening Ceremony", "Drawing Paws", "Dance Party"])
        #expect(context.scene.viewModel?.friendNames == ["Alex"])
    }

    @Test("Given the filter by Alex on day 2, where Alex picked nothing, then it says no event matches the filters")
    func emptyDay() throws {
        let context = try context()
        context.scene.simulateSelectingDay(at: 1)

        context.scene.simulateFilteringByFriend(named: "Alex")

        #expect(context.scene.listedTitles.isEmpty)
        #expect(context.scene.viewModel?.emptyMessage == "No events match these filters on this day.")
    }

    @Test("Given a German schedule filtered by Alex, then the heading says so in German")
    func german() throws {
        let context = try context(language: .german)

        context.scene.simulateFilteringByFriend(named: "Alex")

        #expect(context.scene.viewModel?.heading.hasSuffix("· ausgewählt von Alex") == true)
    }
}
