import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Sync: full and delta")
struct RefreshConventionTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(3600))

    @Test("Given nothing is stored, when the convention is refreshed, then a full sync is asked for and stored")
    func firstSyncIsFull() async throws {
        let core = try ConbookTestContext(stored: nil)

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(core.api.requests == [nil])
        #expect(outcome == .success(SyncSummary(wasFullSync: true, eventsAdded: 6)))
        #expect(core.store.convention == Sample.storedByFirstSync)
        #expect(core.conbook.conventionIdentifier == Sample.identifier)
    }

    @Test("Given a stored sync, when refreshed again, then the delta is asked since the previous response's server time")
    func laterSyncsAreDeltas() async throws {
        let core = try ConbookTestContext(stored: nil)
        core.api.enqueue(.success(Sample.emptyDelta(serverTime: later)))

        await core.conbook.refreshConvention.refresh()
        await core.conbook.refreshConvention.refresh()
        await core.conbook.refreshConvention.refresh()

        #expect(core.api.requests == [nil, Sample.serverTime, later])
        #expect(core.store.convention?.lastServerTime == later)
    }

    @Test(
        "Given a delta that changes, adds and deletes events, when applied, then the store holds the result and the summary counts it"
    )
    func deltaChangesAddsAndDeletes() async throws {
        let core = try ConbookTestContext()
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        let added = Event(
            id: "event-added", title: "Added", dayID: Sample.day2.id, roomID: Sample.panelRoom.id,
            trackID: Sample.artTrack.id, start: Sample.local(Sample.day2, 9, 0), end: Sample.local(Sample.day2, 10, 0))
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Event>(changed: [renamed, added], deleted: [Sample.closing.id]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .success(SyncSummary(wasFullSync: false, eventsAdded: 1, eventsChanged: 1, eventsRemoved: 1)))
        #expect(core.conbook.viewEvent.event(Sample.opening.id)?.event.title == "Grand Opening")
        #expect(core.conbook.viewEvent.event(Sample.closing.id) == nil)
        #expect(core.store.convention?.content[Event.self].count == 6)
    }

    @Test(
        "Given stored data, when a delta removes all rooms, tracks, announcements and images before inserting new ones, then only the new ones remain"
    )
    func removeAllBeforeInsertForEveryKind() async throws {
        let core = try ConbookTestContext()
        let hall = Room(id: "room-hall", name: "Hall")
        let only = Track(id: "track-only", name: "Only")
        let moved = Sample.events.map { event -> Event in
            var event = event
            event.roomID = hall.id
            event.trackID = only.id
            return event
        }
        let image = ImageReference(id: "image-1", width: 10, height: 10)
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Room>.replacingAll(with: [hall]), EntityChanges<Track>.replacingAll(with: [only]),
                    EntityChanges<Event>(changed: moved),
                    EntityChanges<Announcement>(removeAllBeforeInsert: true),
                    EntityChanges<ImageReference>.replacingAll(with: [image]))))

        await core.conbook.refreshConvention.refresh()

        let content = try #require(core.store.convention?.content)
        #expect(content[Room.self].ids == [hall.id])
        #expect(content[Track.self].ids == [only.id])
        #expect(content[Announcement.self].isEmpty)
        #expect(content[ImageReference.self].ids == [image.id])
        #expect(content[Event.self].count == 6)
    }

    @Test("Given stored data, when a delta deletes a day, then the events of that day go with it")
    func deletingADayRemovesItsEvents() async throws {
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Day>(deleted: [Sample.day2.id]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .success(SyncSummary(wasFullSync: false, eventsRemoved: 2)))
        #expect(core.conbook.browseSchedule.days().map(\.id) == [Sample.day1.id, Sample.day3.id])
        #expect(core.store.convention?.content[Event.self].ids.contains(Sample.artShow.id) == false)
    }

    @Test(
        "Given stored data, when a delta deletes a room but re-sends one of its events unchanged (its only event), then the delta loses all its events and is refused, naming the event and the room"
    )
    func resentEventOnDeletedRoomIsMostlyUnreadable() async throws {
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Room>(deleted: [Sample.panelRoom.id]), EntityChanges<Event>(changed: [Sample.artShow]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(
            outcome
                == .failure(
                    .mostlyUnreadable(
                        skippedEvents: [
                            SkippedEntity(
                                Event.self, identifier: "event-artshow", name: "Art Show Tour",
                                reason: .missingReference(kind: "room", identifier: "room-panel"))
                        ], sentEvents: 1)))
        #expect(core.store.convention == Sample.stored)
    }

    @Test(
        "Given stored data, when a delta deletes day 2 and the Panel Room but re-sends two of their events, then both are named, in the order of their identifiers, each by its first missing reference (day, then room)"
    )
    func skippedEventsInOrder() async throws {
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Day>(deleted: [Sample.day2.id]), EntityChanges<Room>(deleted: [Sample.panelRoom.id]),
                    EntityChanges<Event>(changed: [Sample.drawingWorkshop, Sample.artShow]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        guard case .failure(.mostlyUnreadable(let skipped, 2)) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(skipped.map(\.identifier) == ["event-artshow", "event-drawing"])
        #expect(
            skipped.map(\.reason) == [
                .missingReference(kind: "day", identifier: "day-2"), .missingReference(kind: "room", identifier: "room-panel"),
            ])
        #expect(core.store.convention == Sample.stored)
    }

    @Test(
        "Given stored data, when a delta deletes the Panel Room, re-sends one of its events there and renames two others, then the renames and the deletion are applied, the re-sent event is skipped and goes with its room, and the sync says so"
    )
    func oneBrokenEventAmongGoodOnesIsSkipped() async throws {
        let core = try ConbookTestContext()
        var renamed = Sample.opening
        renamed.title = "Grand Opening"
        var closing = Sample.closing
        closing.title = "Grand Closing"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Room>(deleted: [Sample.panelRoom.id]),
                    EntityChanges<Event>(changed: [renamed, Sample.artShow, closing]))))
        let skipped = SkippedEntity(
            Event.self, identifier: "event-artshow", name: "Art Show Tour",
            reason: .missingReference(kind: "room", identifier: "room-panel"))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(
            outcome == .success(SyncSummary(wasFullSync: false, eventsChanged: 2, eventsRemoved: 2, skipped: [skipped])))
        #expect(core.conbook.viewEvent.event(Sample.opening.id)?.event.title == "Grand Opening")
        #expect(core.store.convention?.content[Event.self].ids.contains(Sample.artShow.id) == false)
        #expect(core.store.convention?.content[Event.self].ids.contains(Sample.drawingWorkshop.id) == false)
        #expect(core.store.convention?.skipped == [skipped])
        #expect(core.conbook.outline?.skipped == [skipped])
    }

    @Test("Given stored data, when a response for another convention arrives, then it is refused and nothing changes")
    func anotherConventionIsRefused() async throws {
        let core = try ConbookTestContext()
        core.api.answer(
            with: .success(
                SyncResponse(conventionIdentifier: "OTHERCON", serverTime: later, EntityChanges<Event>.replacingAll(with: []))))
        let observer = RecordingObserver()
        core.conbook.addObserver(observer)

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .failure(.conventionMismatch(expected: Sample.identifier, received: "OTHERCON")))
        #expect(core.store.convention == Sample.stored)
        #expect(!observer.changes.contains(.contentUpdated))
        #expect(core.conbook.browseSchedule.days().count == 3)
    }

    @Test("Given an expected convention and an empty store, when the first sync answers for another, then it is refused")
    func expectedConventionOnFirstSync() async throws {
        let store = InMemoryConventionStore()
        let conbook = try Conbook(
            api: StubConventionAPI(answering: Sample.fullSync), store: store,
            clock: ControllableClock(now: Sample.serverTime), calendar: FixedOffsetConventionCalendar(),
            richTextParser: PlainRichTextParser(),
            expectedConvention: "EF27")

        let outcome = await conbook.refreshConvention.refresh()

        #expect(outcome == .failure(.conventionMismatch(expected: "EF27", received: Sample.identifier)))
        #expect(store.convention == nil)
    }

    @Test(
        "Given stored data, when a delta re-sends the opening into a room that does not exist beside a renamed closing, then the closing is renamed and the opening stays as stored, its new version skipped"
    )
    func brokenRevisionKeepsTheStoredVersion() async throws {
        let core = try ConbookTestContext()
        var lost = Sample.opening
        lost.roomID = "room-nowhere"
        lost.title = "Opening, moved nowhere"
        var closing = Sample.closing
        closing.title = "Grand Closing"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Event>(changed: [lost, closing]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome.map(\.skipped.count) == .success(1))
        #expect(core.store.convention?.content[Event.self][Sample.opening.id] == Sample.opening)
        #expect(core.store.convention?.content[Event.self][Sample.closing.id]?.title == "Grand Closing")
    }

    @Test(
        "Given a first full sync whose events of days 2 and 3 point at days it does not send, when applied, then those three events are skipped, named, and the other three are stored"
    )
    func eventsOfMissingDaysAreSkipped() async throws {
        var corrupt = Sample.fullSync
        corrupt[Day.self] = .replacingAll(with: [Sample.day1])
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: corrupt))

        let outcome = await core.conbook.refreshConvention.refresh()

        guard case .success(let summary) = outcome else {
            Issue.record("expected a sync, got \(outcome)")
            return
        }
        #expect(summary.skipped.map(\.identifier) == ["event-artshow", "event-closing", "event-parade"])
        #expect(
            summary.skipped.map(\.reason) == [
                .missingReference(kind: "day", identifier: "day-2"), .missingReference(kind: "day", identifier: "day-3"),
                .missingReference(kind: "day", identifier: "day-2"),
            ])
        #expect(summary.eventsAdded == 3)
        #expect(
            core.store.convention?.content[Event.self].ids == [
                Sample.opening.id, Sample.drawingWorkshop.id, Sample.danceParty.id,
            ])
        #expect(core.store.convention?.skipped == summary.skipped)
    }

    @Test(
        "Given a full sync whose events mostly point at days it does not send, when applied over stored data, then it is refused and the stored data, favourites included, stay as they were"
    )
    func mostlyBrokenFullSyncIsRefused() async throws {
        var corrupt = Sample.fullSync
        corrupt[Day.self] = .replacingAll(with: [Sample.day3])
        let core = try ConbookTestContext(favourites: [Sample.artShow.id])
        core.api.answer(with: .success(corrupt))

        let outcome = await core.conbook.refreshConvention.refresh()

        guard case .failure(.mostlyUnreadable(let skipped, 6)) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(skipped.count == 5)
        #expect(core.store.convention == Sample.stored)
        #expect(core.store.favourites == [Sample.artShow.id])
    }

    @Test(
        "Given a full sync whose reader skipped as many events as it kept, when applied, then it is stored (only more than half is refused)"
    )
    func halfSkippedIsStillApplied() async throws {
        var response = Sample.fullSync
        response.skipped = (1...6).map { SkippedEntity(Event.self, place: "line \($0)", reason: .unreadable("no start")) }
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: response))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .success(SyncSummary(wasFullSync: true, eventsAdded: 6, skipped: response.skipped)))
        #expect(core.store.convention?.skipped == response.skipped)
    }

    @Test(
        "Given a full sync whose reader skipped one event more than it kept, when applied, then it is refused naming what was skipped"
    )
    func moreThanHalfSkippedIsRefused() async throws {
        var response = Sample.fullSync
        response.skipped = (1...7).map { SkippedEntity(Event.self, place: "line \($0)", reason: .unreadable("no start")) }
        response.skipped.append(
            SkippedEntity(Event.self, identifier: "event-opening", property: "URL", reason: .unreadable("bad")))
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: response))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .failure(.mostlyUnreadable(skippedEvents: Array(response.skipped.prefix(7)), sentEvents: 13)))
        #expect(core.store.convention == nil)
    }

    @Test(
        "Given a sync that skipped an event, when a later full sync skips nothing, then the store forgets it; when a delta skips another, then both are kept until a delta re-sends the first"
    )
    func skippedListFollowsTheSyncs() async throws {
        let unreadable = SkippedEntity(Event.self, identifier: "event-x", place: "line 9", reason: .unreadable("no start"))
        let other = SkippedEntity(Event.self, identifier: "event-y", place: "talks[2]", reason: .unreadable("no start"))
        var first = Sample.fullSync
        first.skipped = [unreadable]
        var revised = Sample.opening
        revised.title = "Grand Opening"
        var x = Sample.closing
        x.id = "event-x"
        let responses: [SyncResponse] = [
            first,
            SyncResponse(
                conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Event>(changed: [revised]),
                skipped: [other]),
            SyncResponse(conventionIdentifier: Sample.identifier, serverTime: later),
            SyncResponse(conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Event>(changed: [x])),
            Sample.fullSync,
        ]
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(responses.map { .success($0) }))
        var kept: [[SkippedEntity]] = []

        for _ in responses {
            await core.conbook.refreshConvention.refresh()
            kept.append(core.store.convention?.skipped ?? [])
        }

        #expect(kept == [[unreadable], [unreadable, other], [unreadable, other], [other], []])
    }

    @Test("Given the source fails, when refreshed, then the failure is returned and the next refresh asks the same since again")
    func sourceFailureKeepsTheSyncPoint() async throws {
        let core = try ConbookTestContext(
            api: StubConventionAPI([.failure(.timedOut(seconds: 5)), .success(Sample.emptyDelta(serverTime: later))]))

        let failed = await core.conbook.refreshConvention.refresh()
        await core.conbook.refreshConvention.refresh()

        #expect(failed == .failure(.source(.timedOut(seconds: 5))))
        #expect(core.api.requests == [Sample.serverTime, Sample.serverTime])
    }

    @Test("Given the store cannot be written, when a sync arrives, then it fails and memory still shows the old data")
    func storeFailureKeepsTheOldState() async throws {
        let core = try ConbookTestContext()
        core.store.failsWrites = true
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Event>(deleted: [Sample.opening.id])
                )))

        let outcome = await core.conbook.refreshConvention.refresh()

        #expect(outcome == .failure(.store(.writeFailed(location: "memory", reason: "simulated write failure"))))
        #expect(core.conbook.viewEvent.event(Sample.opening.id) != nil)
    }

    @Test("Given a sync, when it runs, then observers see each step's progress, the new content and the outcome, in that order")
    func progressIsObservable() async throws {
        let core = try ConbookTestContext(stored: nil)
        let observer = RecordingObserver()
        core.conbook.addObserver(observer)

        await core.conbook.refreshConvention.refresh()

        #expect(observer.progressDescriptions == ["Downloading the convention", "Checking the changes", "Saving", "Up to date"])
        #expect(observer.changes.firstIndex(of: .contentUpdated) == 3)
        #expect(observer.changes.last == .syncFinished(.success(SyncSummary(wasFullSync: true, eventsAdded: 6))))
        #expect(core.conbook.refreshConvention.progress == nil)
    }

    @Test("Given a sync is running, when more refreshes are asked for, then they join it: one request, one outcome")
    func concurrentRefreshesAreCoalesced() async throws {
        let api = ControllableConventionAPI()
        let core = try ConbookTestContext(controllableAPI: api)

        // Main-actor tasks made in order start in order, so both have joined before the answer comes.
        let first = Task { await core.conbook.refreshConvention.refresh() }
        let second = Task { await core.conbook.refreshConvention.refresh() }
        core.conbook.refreshConvention.startRefresh()
        await api.waitForPendingRequests()
        #expect(core.conbook.refreshConvention.isRefreshing)
        api.complete(with: .success(Sample.emptyDelta(serverTime: later)))
        let firstOutcome = await first.value
        let secondOutcome = await second.value
        await core.settle()

        #expect(api.requests == [Sample.serverTime])
        #expect(firstOutcome == secondOutcome)
        #expect(!core.conbook.refreshConvention.isRefreshing)
    }

    @Test(
        "Given no sync running, when one is started in the background, then it counts as running at once and waiting sees it end")
    func backgroundRefreshIsRunningAtOnce() async throws {
        let core = try ConbookTestContext(stored: nil)

        core.conbook.refreshConvention.startRefresh()
        #expect(core.conbook.refreshConvention.isRefreshing)
        await core.conbook.refreshConvention.waitUntilIdle()

        #expect(!core.conbook.refreshConvention.isRefreshing)
        #expect(core.store.convention == Sample.storedByFirstSync)
    }

    @Test("Given an unreadable store, when the Core opens, then it says so")
    func unreadableStore() throws {
        let store = InMemoryConventionStore()
        store.unreadableReason = "truncated file"

        #expect(throws: StoreError.unreadable(location: "memory", reason: "truncated file")) {
            try Conbook(
                api: StubConventionAPI(), store: store, clock: ControllableClock(now: Sample.serverTime),
                calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
        }
    }
}
