import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Sync: what the store is told changed")
struct ConventionDeltaTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(60))

    @Test("Given nothing stored, when the first sync is saved, then the store is told anything may have changed")
    func firstSyncTouchesEverything() async throws {
        let core = try ConbookTestContext(stored: nil)

        await core.conbook.refreshConvention.refresh()

        #expect(core.store.lastDelta == .everything)
    }

    @Test("Given a store that reads in parts, when a delta changes one event and deletes another, then the store is given just those two, unread whole")
    func deltaInPartsNamesOnlyItsEvents() async throws {
        let core = try ConbookTestContext()
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        core.api.answer(with: .success(SyncResponse(
            conventionIdentifier: Sample.identifier, serverTime: later,
            events: EntityChanges(changed: [renamed], deleted: [Sample.closing.id]))))

        await core.conbook.refreshConvention.refresh()

        let update = try #require(core.store.lastUpdate)
        #expect(update.events == EntityUpdate(upserted: [renamed], removed: [Sample.closing.id]))
        #expect(update.days == .none)
        #expect(update.rooms == .none)
        #expect(update.announcements == .none)
        #expect(update.eventChanges?.keys.sorted() == [Sample.opening.id, Sample.closing.id].sorted())
        #expect(update.lastServerTime == later)
        #expect(core.store.wholeLoadCount == 0)
        #expect(core.store.convention?.content.events[renamed.id] == renamed)
        #expect(core.store.convention?.content.events.contains(Sample.closing.id) == false)
    }

    @Test("Given a store that only saves whole, when a delta changes one event and deletes another, then only those two are touched")
    func deltaTouchesOnlyItsEvents() async throws {
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        let store = WholeConventionStore(convention: Sample.stored)
        let conbook = try Conbook(
            api: StubConventionAPI(answering: SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: later,
                events: EntityChanges(changed: [renamed], deleted: [Sample.closing.id]))),
            store: store, clock: ControllableClock(now: later), calendar: FixedOffsetConventionCalendar(),
            richTextParser: PlainRichTextParser())

        await conbook.refreshConvention.refresh()

        let delta = try #require(store.inner.lastDelta)
        #expect(delta.events == .only([Sample.opening.id, Sample.closing.id]))
        #expect(delta.days == .only([]))
        #expect(delta.rooms == .only([]))
        #expect(delta.announcements == .only([]))
        #expect(delta.eventChanges == .everything)
        #expect(store.inner.convention?.content.events[renamed.id] == renamed)
    }

    @Test("Given a stored convention, when a delta deletes a day, then the store is told to remove it and the events on it, unread whole")
    func deletedDayTakesItsEvents() async throws {
        let core = try ConbookTestContext()
        core.api.answer(with: .success(SyncResponse(
            conventionIdentifier: Sample.identifier, serverTime: later, days: EntityChanges(deleted: [Sample.day3.id]))))

        await core.conbook.refreshConvention.refresh()

        let update = try #require(core.store.lastUpdate)
        #expect(update.days == EntityUpdate(removed: [Sample.day3.id]))
        #expect(update.events == EntityUpdate(removed: [Sample.closing.id]))
        #expect(update.eventChanges?[Sample.closing.id]?.kind == .cancelled)
        #expect(core.store.wholeLoadCount == 0)
    }

    @Test("Given a delta that changes nothing, when saved in parts, then no entity and no change mark is written")
    func emptyDeltaTouchesNothing() async throws {
        let core = try ConbookTestContext()
        core.api.answer(with: .success(Sample.emptyDelta(serverTime: later)))

        await core.conbook.refreshConvention.refresh()

        let update = try #require(core.store.lastUpdate)
        #expect(update.events == .none)
        #expect(update.eventChanges == nil)
        #expect(update.lastServerTime == later)
    }

    @Test("Given a full snapshot arriving as a later sync, when saved, then everything it replaces counts as touched")
    func snapshotTouchesEverything() async throws {
        let core = try ConbookTestContext()
        var snapshot = Sample.fullSync
        snapshot.serverTime = later

        await core.conbook.refreshConvention.refresh()
        core.api.answer(with: .success(snapshot))
        await core.conbook.refreshConvention.refresh()

        #expect(core.store.lastDelta?.events == .everything)
        #expect(core.store.lastDelta?.days == .everything)
    }
}
