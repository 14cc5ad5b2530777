import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("A guide for everyone keeps nobody's marks")
struct NoAttendeeStoreTests {
    private typealias Sample = SampleConvention

    @Test("Given a Core over no attendee's store, when a favourite is toggled, then it is refused and nothing is marked")
    func favouriteRefused() throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())

        #expect(throws: StoreError.self) { try core.conbook.toggleFavourite.toggle(Sample.opening.id) }

        #expect(core.conbook.viewEvent.event(Sample.opening.id)?.isFavourite == false)
        #expect(core.store.favourites.isEmpty)
    }

    @Test("Given a store holding someone's favourites, when a Core reads it through no attendee's store, then it shows none")
    func storedMarksNotShown() throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id], attendeeStore: NoAttendeeStore())

        #expect(core.conbook.viewEvent.event(Sample.opening.id)?.isFavourite == false)
        #expect(try core.conbook.exportCalendar.export(.favourites)?.entries == [])
    }

    @Test("Given events chosen elsewhere, when they are exported, then those in the schedule are entries in schedule order")
    func chosenEventsExported() throws {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())

        let export = try #require(
            try core.conbook.exportCalendar.export(.events([Sample.artShow.id, Sample.opening.id, Event.ID("gone")])))

        #expect(export.entries.map(\.eventID) == [Sample.opening.id, Sample.artShow.id])
        #expect(export.entries.allSatisfy { !$0.isCancelled })
    }
}

@MainActor
@Suite("A guide for everyone catches up with another program's sync")
struct NoAttendeeStoreCatchUpTests {
    @Test(
        "Given two Cores over one store, one through no attendee's store that follows the store's revisions, when the other syncs a change, then the first shows it after catching up"
    )
    func catchesUp() async throws {
        var renamed = SampleConvention.opening
        renamed.title = "Grand Opening"
        let programs = try TwoProgramsOnOneStore(syncing: [renamed])

        try await programs.syncAsAnotherProgram()
        programs.guide.catchUpWithOtherPrograms()

        #expect(programs.guide.outline?.lastServerTime == programs.syncedServerTime)
        #expect(programs.guide.viewEvent.event(SampleConvention.opening.id)?.event.title == "Grand Opening")
    }
}
