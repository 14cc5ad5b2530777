import ConbookCore
import ConbookEventDetail
import ConbookNews
import ConbookTesting
import Testing

@MainActor
@Suite("News: favourites removed from the schedule")
struct NewsRemovedFavouritesTests {
    private typealias Sample = SampleConvention
    private static let section = "Favourites removed from the schedule"

    private static func deleting(_ ids: [Event.ID], at minutes: Int) -> Result<SyncResponse, ConventionAPIError> {
        .success(
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60 * minutes)),
                EntityChanges<Event>(deleted: ids)))
    }

    @Test("Given a favourite, when a sync deletes its event, then the news lists it as removed from the schedule")
    func deletedFavouriteIsListed() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id, Sample.opening.id],
            api: StubConventionAPI([Self.deleting([Sample.artShow.id, Sample.closing.id], at: 1)]))
        let context = NewsModuleTestContext(core: core)
        #expect(context.scene.section(titled: Self.section) == nil)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(
            context.scene.section(titled: Self.section)?.rows == [
                .event(
                    NewsEventRowViewModel(
                        id: Sample.artShow.id.rawValue, title: "Art Show Tour", timeRange: "Thursday 20 August 14:00–15:00",
                        room: "Panel Room",
                        status: "removed from the schedule", isFavourite: true))
            ])
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.artShow.id))
    }

    @Test(
        "Given a removed favourite, when the user opens it, then the event shows as last seen and unmarking takes it off the list"
    )
    func openingAndUnmarkingARemovedFavourite() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id], api: StubConventionAPI([Self.deleting([Sample.artShow.id], at: 1)]))
        let news = NewsModuleTestContext(core: core)
        news.scene.simulateRefreshRequest()
        await core.settle()

        news.scene.simulateSelectingEvent(titled: "Art Show Tour", inSection: Self.section)
        #expect(news.delegate.selectedEvents == [Sample.artShow.id])
        let detail = EventDetailModuleTestContext(core: core, event: Sample.artShow.id)

        #expect(detail.scene.viewModel?.title == "Art Show Tour")
        #expect(detail.scene.viewModel?.room == "Panel Room")
        #expect(detail.scene.viewModel?.isFavourite == true)
        #expect(
            detail.scene.viewModel?.change
                == "Removed from the schedule in the update of Saturday 1 August. It stays among your favourites until you unmark it."
        )

        detail.scene.simulateTogglingFavourite()

        #expect(detail.scene.unavailableMessage == "This event is no longer in the schedule.")
        #expect(news.scene.section(titled: Self.section) == nil)
    }

    @Test("Given a removed favourite, when a later sync brings the event back, then it is a scheduled favourite again")
    func eventComesBack() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id],
            api: StubConventionAPI([
                Self.deleting([Sample.artShow.id], at: 1),
                .success(
                    SyncResponse(
                        conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(120)),
                        EntityChanges<Event>(changed: [Sample.artShow]))),
            ]))
        let context = NewsModuleTestContext(core: core)
        context.scene.simulateRefreshRequest()
        await core.settle()
        #expect(context.scene.section(titled: Self.section) != nil)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(context.scene.section(titled: Self.section) == nil)
        #expect(core.conbook.viewEvent.event(Sample.artShow.id)?.isFavourite == true)
        #expect(core.store.convention?.removedFavourites.isEmpty == true)
    }

    @Test("Given favourites, when a full re-sync replaces every event and keeps theirs, then nothing is listed as removed")
    func fullResyncKeepsFavourites() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id],
            api: StubConventionAPI(
                answering: .fullSnapshot(
                    of: Sample.content, conventionIdentifier: Sample.identifier,
                    serverTime: Sample.serverTime.advanced(by: .seconds(60)))))
        let context = NewsModuleTestContext(core: core)

        context.scene.simulateRefreshRequest()
        await core.settle()

        #expect(context.scene.section(titled: Self.section) == nil)
        #expect(core.conbook.viewEvent.event(Sample.artShow.id)?.isFavourite == true)
    }

    @Test("Given a favourite's event deleted, when the app starts again over the same store, then it is still listed as removed")
    func removedFavouriteSurvivesARestart() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id], api: StubConventionAPI([Self.deleting([Sample.artShow.id], at: 1)]))
        await core.conbook.refreshConvention.refresh()

        let restarted = try Conbook(
            api: StubConventionAPI(), store: core.store, clock: core.clock, calendar: core.calendar,
            richTextParser: PlainRichTextParser())

        #expect(restarted.seeRemovedFavourites.removedFavourites().map(\.event) == [Sample.artShow])
    }
}
