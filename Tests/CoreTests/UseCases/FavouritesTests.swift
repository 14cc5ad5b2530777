import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Favourites")
struct FavouritesTests {
    private typealias Sample = SampleConvention

    @Test("Given an event, when toggled, then it is a favourite in memory and in the store; toggled again, it is not")
    func toggling() throws {
        let core = try ConbookTestContext()

        #expect(try core.conbook.toggleFavourite.toggle(Sample.opening.id) == true)
        #expect(core.store.favourites == [Sample.opening.id])
        #expect(try core.conbook.toggleFavourite.toggle(Sample.opening.id) == false)
        #expect(core.store.favourites == [])
    }

    @Test("Given favourites in the store, when the Core opens, then they are favourites")
    func favouritesAreLoaded() throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id])

        #expect(core.conbook.viewEvent.event(Sample.closing.id)?.isFavourite == true)
    }

    @Test("Given a favourite event, when a sync deletes it and a later one brings it back, then it is a favourite again")
    func favouriteSurvivesTheEventLeavingTheSchedule() async throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id])
        let later = Sample.serverTime.advanced(by: .seconds(60))
        core.api.enqueue(
            .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Event>(deleted: [Sample.closing.id])
                )),
            .success(Sample.fullSync))
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Event>(deleted: [Sample.closing.id])
                )))

        await core.conbook.refreshConvention.refresh()
        #expect(core.conbook.viewEvent.event(Sample.closing.id) == nil)
        #expect(core.store.favourites == [Sample.closing.id])

        core.api.answer(with: .success(Sample.fullSync))
        await core.conbook.refreshConvention.refresh()
        #expect(core.conbook.viewEvent.event(Sample.closing.id)?.isFavourite == true)
    }
}
