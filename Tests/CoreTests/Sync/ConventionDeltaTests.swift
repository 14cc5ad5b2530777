import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Sync: what the store is told changed")
struct ConventionDeltaTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(60))

    @Test(
        "Given nothing stored, when the first sync is saved, then the store is given every entity of the response, through the same update as a delta"
    )
    func firstSyncTouchesEverything() async throws {
        let core = try ConbookTestContext(stored: nil)

        await core.conbook.refreshConvention.refresh()

        let expected = Sample.storedByFirstSync
        #expect(core.store.lastUpdate == ConventionUpdate(from: nil, to: expected))
        #expect(core.store.lastUpdate?[Event.self].upserted.count == Sample.events.count)
        #expect(core.store.convention == expected)
    }

    @Test(
        "Given a store that reads in parts, when a delta changes one event and deletes another, then the store is given just those two, unread whole"
    )
    func deltaInPartsNamesOnlyItsEvents() async throws {
        let core = try ConbookTestContext()
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Event>(changed: [renamed], deleted: [Sample.closing.id]))))

        await core.conbook.refreshConvention.refresh()

        let update = try #require(core.store.lastUpdate)
        #expect(update[Event.self] == EntityUpdate(upserted: [renamed], removed: [Sample.closing.id]))
        #expect(update[Day.self] == .none)
        #expect(update[Room.self] == .none)
        #expect(update[Announcement.self] == .none)
        #expect(update[changesOf: Event.self]?.keys.sorted() == [Sample.opening.id, Sample.closing.id].sorted())
        #expect(update.lastServerTime == later)
        #expect(core.store.wholeLoadCount == 0)
        #expect(core.store.convention?.content[Event.self][renamed.id] == renamed)
        #expect(core.store.convention?.content[Event.self].contains(Sample.closing.id) == false)
    }

    @Test("Given a store that loads whole, when a delta changes one event and deletes another, then only those two are written")
    func deltaTouchesOnlyItsEvents() async throws {
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        let store = WholeConventionStore(convention: Sample.stored)
        let conbook = try Conbook(
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Event>(changed: [renamed], deleted: [Sample.closing.id]))),
            store: store, clock: ControllableClock(now: later), calendar: FixedOffsetConventionCalendar(),
            richTextParser: PlainRichTextParser())

        await conbook.refreshConvention.refresh()

        let update = try #require(store.inner.lastUpdate)
        #expect(update[Event.self] == EntityUpdate(upserted: [renamed], removed: [Sample.closing.id]))
        #expect(update.kinds == [AnyEntityKind(Event.self)])
        #expect(update[changesOf: Event.self]?.keys.sorted() == [Sample.opening.id, Sample.closing.id].sorted())
        #expect(store.inner.convention?.content[Event.self][renamed.id] == renamed)
    }

    @Test(
        "Given a stored convention, when a delta deletes a day, then the store is told to remove it and the events on it, unread whole"
    )
    func deletedDayTakesItsEvents() async throws {
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Day>(deleted: [Sample.day3.id]))))

        await core.conbook.refreshConvention.refresh()

        let update = try #require(core.store.lastUpdate)
        #expect(update[Day.self] == EntityUpdate(removed: [Sample.day3.id]))
        #expect(update[Event.self] == EntityUpdate(removed: [Sample.closing.id]))
        #expect(update[changesOf: Event.self]?[Sample.closing.id]?.kind == .removed)
        #expect(core.store.wholeLoadCount == 0)
    }

    @Test("Given a delta that changes nothing, when saved in parts, then no entity and no change mark is written")
    func emptyDeltaTouchesNothing() async throws {
        let core = try ConbookTestContext()
        core.api.answer(with: .success(Sample.emptyDelta(serverTime: later)))

        await core.conbook.refreshConvention.refresh()

        let update = try #require(core.store.lastUpdate)
        #expect(update[Event.self] == .none)
        #expect(update[changesOf: Event.self] == nil)
        #expect(update.lastServerTime == later)
    }

    @Test(
        "Given a full snapshot arriving as a later sync, when saved, then every event is read and compared, and only what differs is written"
    )
    func snapshotTouchesEverything() async throws {
        let core = try ConbookTestContext()
        var snapshot = Sample.fullSync
        snapshot.serverTime = later
        var renamed = Sample.closing
        renamed.title = "Farewell"
        snapshot[Event.self] = .replacingAll(with: Sample.events.filter { $0.id != Sample.closing.id } + [renamed])

        core.api.answer(with: .success(snapshot))
        await core.conbook.refreshConvention.refresh()

        #expect(core.store.wholeLoadCount == 1)
        #expect(core.store.lastUpdate?[Event.self] == EntityUpdate(upserted: [renamed]))
        #expect(core.store.lastUpdate?[Day.self] == EntityUpdate.none)
        #expect(core.store.lastUpdate?[changesOf: Event.self]?.keys.sorted() == [renamed.id])
    }
}
