import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Share picks: a convention's favourites as a code, and a friend's code taken over")
struct SharePicksTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given favourites picked out of order, when the code is made, then it carries the convention and the ids in schedule order, no name"
    )
    func shareInScheduleOrder() throws {
        let context = try ConbookTestContext(favourites: [Sample.closing.id, Sample.opening.id, Sample.artShow.id])

        let code = try #require(try context.conbook.sharePicks.shareCode())

        #expect(
            code.picks
                == SharedPicks(convention: Sample.identifier, events: [Sample.opening.id, Sample.artShow.id, Sample.closing.id]))
        #expect(try ShareCode(reading: code.text).picks.sharerName == nil)
    }

    @Test("Given a sharer's name, when the code is made, then it carries it without control characters; an empty name is no name")
    func sharerName() throws {
        let context = try ConbookTestContext(favourites: [Sample.opening.id])

        #expect(try context.conbook.sharePicks.shareCode(sharerName: "Alex")?.picks.sharerName == "Alex")
        #expect(try context.conbook.sharePicks.shareCode(sharerName: "")?.picks.sharerName == nil)
        #expect(try context.conbook.sharePicks.shareCode(sharerName: "Al\u{1B}ex\n")?.picks.sharerName == "Alex")
    }

    @Test("Given a favourite the schedule no longer has, when the code is made, then it is left out")
    func removedFavouriteLeftOut() throws {
        let context = try ConbookTestContext(favourites: [Sample.opening.id, "event-gone"])

        #expect(try context.conbook.sharePicks.shareCode()?.picks.events == [Sample.opening.id])
    }

    @Test("Given no favourites, when the code is made and opened in a fresh store, then it lists nothing")
    func emptyFavourites() throws {
        let sharer = try ConbookTestContext()
        let friend = try ConbookTestContext()

        let code = try #require(try sharer.conbook.sharePicks.shareCode())
        let page = try friend.conbook.sharePicks.open(code.text)

        #expect(page.events.isEmpty)
        #expect(page.missingCount == 0)
    }

    @Test(
        "Given a friend's code with three events, one of them already a favourite here and one not in this schedule, when it is opened, then the page lists two in shared order, marks the favourite, and counts one missing"
    )
    func openAgainstSchedule() throws {
        let code = ShareCode(
            SharedPicks(
                convention: Sample.identifier, events: [Sample.closing.id, "event-elsewhere", Sample.opening.id],
                sharerName: "Alex"))
        let context = try ConbookTestContext(favourites: [Sample.opening.id])

        let page = try context.conbook.sharePicks.open(code.text)

        #expect(page.events.map(\.id) == [Sample.closing.id, Sample.opening.id])
        #expect(page.events.map(\.isFavourite) == [false, true])
        #expect(page.missingCount == 1)
        #expect(page.picks.sharerName == "Alex")
        #expect(page.notYetFavourites.map(\.id) == [Sample.closing.id])
    }

    @Test("Given a friend's code, when add all is chosen in a fresh store, then the favourites are the friend's, in one change")
    func addAllRoundTrip() throws {
        let sharer = try ConbookTestContext(favourites: [Sample.drawingWorkshop.id, Sample.fursuitParade.id])
        let friend = try ConbookTestContext(favourites: [Sample.fursuitParade.id])
        let code = try #require(try sharer.conbook.sharePicks.shareCode())

        let page = try friend.conbook.sharePicks.open(code.text)
        let added = try friend.conbook.sharePicks.addAll(page)

        #expect(added == 1)
        #expect(friend.store.favourites == [Sample.drawingWorkshop.id, Sample.fursuitParade.id])
        #expect(try friend.conbook.sharePicks.page(of: page.picks).notYetFavourites.isEmpty)
    }

    @Test(
        "Given an opened code, when one event is added and another removed, then the favourites follow and the page read again shows it"
    )
    func addAndRemoveOne() throws {
        let context = try ConbookTestContext(favourites: [Sample.opening.id])
        let picks = SharedPicks(convention: Sample.identifier, events: [Sample.opening.id, Sample.closing.id])

        try context.conbook.sharePicks.setFavourite(Sample.closing.id, true)
        try context.conbook.sharePicks.setFavourite(Sample.opening.id, false)

        #expect(try context.conbook.sharePicks.page(of: picks).events.map(\.isFavourite) == [false, true])
        #expect(context.store.favourites == [Sample.closing.id])
    }

    @Test(
        "Given a code for another convention, when it is opened, then it is refused naming both conventions, and nothing changes")
    func otherConvention() throws {
        let code = ShareCode(SharedPicks(convention: "EF27", events: [Sample.opening.id]))
        let context = try ConbookTestContext()

        #expect(throws: ShareCodeError.otherConvention(code: "EF27", current: Sample.identifier)) {
            try context.conbook.sharePicks.open(code.text)
        }
        #expect(context.store.favourites.isEmpty)
    }

    @Test("Given no convention stored yet, when a code is opened, then it is refused as having no convention")
    func noConvention() throws {
        let context = try ConbookTestContext(stored: nil)

        #expect(throws: ShareCodeError.noConvention) {
            try context.conbook.sharePicks.open(ShareCode(SharedPicks(convention: Sample.identifier, events: [])).text)
        }
        #expect(try context.conbook.sharePicks.shareCode() == nil)
    }

    @Test("Given a store that fails writes, when add all is chosen, then it throws and no favourite changes")
    func addAllFailsWhole() throws {
        let context = try ConbookTestContext()
        let page = try context.conbook.sharePicks.open(
            ShareCode(SharedPicks(convention: Sample.identifier, events: [Sample.opening.id, Sample.closing.id])).text)
        context.store.failsWrites = true

        #expect(throws: StoreError.self) { try context.conbook.sharePicks.addAll(page) }
        #expect(context.store.favourites.isEmpty)
        #expect(context.conbook.toggleFavourite.isFavourite(Sample.opening.id) == false)
    }
}
