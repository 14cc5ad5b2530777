import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Friends' lists: a friend's picks kept under a name, who else goes, a friend's filter")
struct FriendsListsTests {
    private typealias Sample = SampleConvention

    private static let samsPicks = SharedPicks(
        convention: Sample.identifier, events: [Sample.opening.id, Sample.artShow.id], sharerName: nil)

    private func allEvents(_ context: ConbookTestContext, filteredBy filter: ScheduleFilter = .none) -> [ScheduledEvent] {
        [Sample.day1, Sample.day2, Sample.day3].flatMap { context.conbook.browseSchedule.events(on: $0.id, filteredBy: filter) }
    }

    @Test(
        "Given Alex's and Sam's picks kept, when the schedule is browsed, then each event says who else goes in name order; others say nobody"
    )
    func scheduleSaysWhoElseGoes() throws {
        let context = try ConbookTestContext()

        try context.conbook.friendsLists.keep(Self.samsPicks, as: "Sam")
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "  Alex ")

        let friends = Dictionary(uniqueKeysWithValues: allEvents(context).map { ($0.id, $0.friends) })
        #expect(friends[Sample.opening.id] == ["Alex", "Sam"])
        #expect(friends[Sample.artShow.id] == ["Sam"])
        #expect(friends[Sample.closing.id] == ["Alex"])
        #expect(friends[Sample.danceParty.id] == [])
    }

    @Test(
        "Given Alex's list kept, when the schedule is filtered by friend `alex` (any case), then exactly Alex's picks this schedule has are listed; an unknown friend lists nothing"
    )
    func filterByFriend() throws {
        let context = try ConbookTestContext()
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")

        #expect(
            allEvents(context, filteredBy: ScheduleFilter(friend: "alex")).map(\.id) == [Sample.opening.id, Sample.closing.id])
        #expect(
            allEvents(context, filteredBy: ScheduleFilter(favouritesOnly: true, friend: "Alex")).isEmpty)
        #expect(allEvents(context, filteredBy: ScheduleFilter(friend: "Kim")).isEmpty)
    }

    @Test("Given Alex's list kept, when the filter is asked about events, then it admits Alex's picks only")
    func filterAdmits() throws {
        let lists = FriendsLists(["Alex": [Sample.opening.id]])
        let filter = ScheduleFilter(friend: "ALEX")

        #expect(filter.admits(Sample.opening, favourites: [], friends: lists))
        #expect(!filter.admits(Sample.closing, favourites: [], friends: lists))
        #expect(!filter.admits(Sample.opening, favourites: [], friends: .none))
    }

    @Test(
        "Given Alex's list kept, when picks are kept again as `alex`, then they replace Alex's list under the new name"
    )
    func sameNameReplaces() throws {
        let context = try ConbookTestContext()
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")

        let kept = try context.conbook.friendsLists.keep(Self.samsPicks, as: "alex")

        #expect(kept == "alex")
        #expect(context.conbook.friendsLists.lists == FriendsLists(["alex": [Sample.opening.id, Sample.artShow.id]]))
    }

    @Test(
        "Given picks, when kept under an empty name, one of spaces, with none or for another convention, then each is refused saying why and nothing is kept"
    )
    func refusals() throws {
        let context = try ConbookTestContext()
        let lists = context.conbook.friendsLists

        #expect(throws: FriendsListError.emptyName) { try lists.keep(SampleSharedPicks.alex, as: "") }
        #expect(throws: FriendsListError.emptyName) { try lists.keep(SampleSharedPicks.alex, as: " \t ") }
        #expect(throws: FriendsListError.nothingPicked) {
            try lists.keep(SharedPicks(convention: Sample.identifier, events: []), as: "Alex")
        }
        #expect(throws: FriendsListError.otherConvention(code: "EF27", current: Sample.identifier)) {
            try lists.keep(SharedPicks(convention: "EF27", events: ["1"]), as: "Alex")
        }
        #expect(context.conbook.friendsLists.lists.isEmpty)
    }

    @Test(
        "Given Alex's and Sam's lists, when they are listed, then in name order with the events this schedule has and how many it lacks; forgetting `ALEX` leaves Sam; forgetting Kim is refused"
    )
    func listAndForget() throws {
        let context = try ConbookTestContext()
        try context.conbook.friendsLists.keep(Self.samsPicks, as: "Sam")
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")

        let listed = try context.conbook.friendsLists.friends()
        #expect(listed.map(\.name) == ["Alex", "Sam"])
        #expect(listed[0].events.map(\.id) == [Sample.opening.id, Sample.closing.id])
        #expect(listed[0].missingCount == 1)

        try context.conbook.friendsLists.forget("ALEX")
        #expect(try context.conbook.friendsLists.friends().map(\.name) == ["Sam"])
        #expect(context.store.friendsLists == FriendsLists(["Sam": [Sample.opening.id, Sample.artShow.id]]))
        #expect(throws: FriendsListError.unknownFriend("Kim")) { try context.conbook.friendsLists.forget("Kim") }
    }

    @Test(
        "Given a store that fails to write, when a list is kept, then it is refused and nothing is kept; observers hear only a kept list"
    )
    func failedWriteKeepsNothing() throws {
        let context = try ConbookTestContext()
        let observer = RecordingObserver()
        context.conbook.addObserver(observer)
        context.store.failsWrites = true

        #expect(throws: FriendsListError.self) { try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex") }
        #expect(context.conbook.friendsLists.lists.isEmpty)
        #expect(observer.changes.isEmpty)

        context.store.failsWrites = false
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")
        #expect(observer.changes == [.friendsListsChanged])
        #expect(ConventionChange.friendsListsChanged.changesEventListings)
    }

    @Test(
        "Given Alex's list and a sync that takes the closing away, when a later sync brings it back, then Alex is again said to go"
    )
    func survivesEventsLeavingAndComingBack() async throws {
        let context = try ConbookTestContext()
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")
        var without = Sample.content
        without[Event.self].remove(Sample.closing.id)
        context.answerSyncs(with: without)
        await context.conbook.refreshConvention.refresh()
        #expect(try context.conbook.friendsLists.friends().first?.missingCount == 2)

        context.answerSyncs(with: Sample.content)
        await context.conbook.refreshConvention.refresh()

        #expect(context.conbook.browseSchedule.events(on: Sample.day3.id).first?.friends == ["Alex"])
        #expect(try context.conbook.friendsLists.friends().first?.missingCount == 1)
    }

    @Test("Given Alex's list kept in a store, when the Core opens it again, then Alex's list is there")
    func keptAcrossRestarts() throws {
        let context = try ConbookTestContext()
        try context.conbook.friendsLists.keep(SampleSharedPicks.alex, as: "Alex")

        let reopened = try Conbook(
            api: context.api, store: context.store, clock: context.clock, calendar: context.calendar,
            richTextParser: PlainRichTextParser())

        #expect(reopened.friendsLists.lists.names == ["Alex"])
    }
}
