import ConbookCore
import ConbookEurofurence
import ConbookTesting
import ConbookTime
import Testing

/// The real Core syncing the real Eurofurence responses, through the decoder, with fakes for the
/// other ports. Counts are read through the use cases, as a front end would.
@Suite("Syncing the real EF27 data")
@MainActor
struct EurofurenceSyncAcceptanceTests {
    private static let firstServerTime = ISO8601Timestamp.parse("2022-08-30T12:07:36.034Z")

    /// The Core with an empty store, answering the given fixtures in order.
    private func context(answering names: [String]) throws -> ConbookTestContext {
        let responses = try names.map { name in
            Result<SyncResponse, ConventionAPIError>.success(try Fixtures.response(name))
        }
        return try ConbookTestContext(
            now: try #require(ISO8601Timestamp.parse("2022-08-25T10:00:00Z")), stored: nil,
            api: StubConventionAPI(responses))
    }

    /// The Core after a successful full sync, answering the given fixtures next.
    private func syncedContext(thenAnswering names: [String]) async throws -> ConbookTestContext {
        let context = try context(answering: [Fixtures.fullSync] + names)
        let outcome = await context.conbook.refreshConvention.refresh()
        #expect(outcome == .success(SyncSummary(wasFullSync: true, eventsAdded: 210)))
        return context
    }

    /// How many of each kind of entity there are.
    struct Counts: Equatable, CustomStringConvertible {
        var days = 0, events = 0, rooms = 0, tracks = 0, announcements = 0, images = 0

        /// The real full sync's counts.
        static let full = Counts(days: 6, events: 210, rooms: 34, tracks: 17, announcements: 2, images: 309)

        /// These counts with some changed.
        func with(
            days: Int? = nil, events: Int? = nil, rooms: Int? = nil, tracks: Int? = nil, announcements: Int? = nil
        ) -> Counts {
            Counts(
                days: days ?? self.days, events: events ?? self.events, rooms: rooms ?? self.rooms,
                tracks: tracks ?? self.tracks, announcements: announcements ?? self.announcements, images: images)
        }

        var description: String {
            "\(days) days, \(events) events, \(rooms) rooms, \(tracks) tracks, \(announcements) announcements, \(images) images"
        }
    }

    /// What is stored, with the events counted through browsing day by day.
    private func counts(_ context: ConbookTestContext) -> Counts {
        let schedule = context.conbook.browseSchedule
        let content = context.store.convention?.content ?? .empty
        return Counts(
            days: schedule.days().count, events: schedule.days().map { schedule.events(on: $0.id).count }.reduce(0, +),
            rooms: content[Room.self].count, tracks: content[Track.self].count, announcements: content[Announcement.self].count,
            images: content[ImageReference.self].count)
    }

    @Test("Given an empty store, when the real full sync arrives, then all of it can be browsed day by day")
    func fullSync() async throws {
        let context = try await syncedContext(thenAnswering: [])

        #expect(counts(context) == Counts.full)
        #expect(context.conbook.conventionIdentifier == "EF27")
        #expect(context.store.convention?.lastServerTime == Self.firstServerTime)
        let firstDay = try #require(context.conbook.browseSchedule.days().first)
        #expect(firstDay.name == "Early Arrival")
        let firstDayEvents = context.conbook.browseSchedule.events(on: firstDay.id)
        #expect(firstDayEvents.count == 5)
        #expect(firstDayEvents.contains { $0.event.title == "Registration" })
    }

    @Test("Given a full sync, when refreshed again, then the delta asks since the first response's server time")
    func deltaAsksSince() async throws {
        let context = try await syncedContext(thenAnswering: ["NoChanges.json"])

        let outcome = await context.conbook.refreshConvention.refresh()

        #expect(outcome == .success(SyncSummary(wasFullSync: false)))
        #expect(context.api.requests == [nil, Self.firstServerTime])
        #expect(context.store.convention?.lastServerTime == ISO8601Timestamp.parse("2022-09-02T12:04:20.632Z"))
    }

    @Test("Given a full sync, when NoChanges arrives, then the content is exactly as before")
    func noChanges() async throws {
        let context = try await syncedContext(thenAnswering: ["NoChanges.json"])
        let before = context.store.convention?.content

        await context.conbook.refreshConvention.refresh()

        #expect(context.store.convention?.content == before)
    }

    @Test("Given a full sync, when DeleteAll arrives, then everything is gone")
    func deleteAll() async throws {
        let context = try await syncedContext(thenAnswering: ["DeleteAll.json"])

        let outcome = await context.conbook.refreshConvention.refresh()

        #expect(outcome == .success(SyncSummary(wasFullSync: false, eventsRemoved: 210)))
        #expect(counts(context) == Counts())
        #expect(context.conbook.hasContent)
    }

    @Test(
        "Given a full sync, when a real delete delta arrives, then exactly the expected things are gone",
        arguments: [
            ("EF26_DeleteEvent.json", Counts.full.with(events: 209)),
            ("EF26_DeleteDay.json", Counts.full.with(days: 5, events: 205)),
            ("EF26_DeleteRoom.json", Counts.full.with(events: 203, rooms: 33)),
            ("EF26_DeleteTrack.json", Counts.full.with(events: 201, tracks: 16)),
            ("EF26_DeleteAnnouncement.json", Counts.full.with(announcements: 1)),
            ("EF26_DeleteEvent_WithSharedPoster.json", Counts.full.with(events: 209, announcements: 1)),
            ("EF26_DeleteDealer.json", Counts.full),
            ("EF26_DeleteDealers_FursuitCategoryOnly.json", Counts.full),
            ("EF26_DeleteKnowledgeGroup.json", Counts.full),
        ])
    func deleteDelta(name: String, expected: Counts) async throws {
        let context = try await syncedContext(thenAnswering: [name])

        let outcome = await context.conbook.refreshConvention.refresh()

        #expect(throws: Never.self) { try outcome.get() }
        #expect(counts(context) == expected)
    }

    @Test("Given a full sync, when the shared-poster event is deleted, then its poster stays for the others")
    func sharedPosterStays() async throws {
        let context = try await syncedContext(thenAnswering: ["EF26_DeleteEvent_WithSharedPoster.json"])

        await context.conbook.refreshConvention.refresh()

        let content = try #require(context.store.convention?.content)
        #expect(content[Event.self]["4a90c95f-dac0-4ca0-9f6d-a7839845ba36"] == nil)
        #expect(content[ImageReference.self].contains("16462c95-4aeb-4557-986c-9d3193a67607"))
        #expect(content[Event.self].all.filter { $0.posterImageID == "16462c95-4aeb-4557-986c-9d3193a67607" }.count == 3)
    }

    @Test(
        "Given a delta deleting the fursuit-only dealers (21 ids, 20 of them stored), when applied, then they are gone, the Fursuits category with them, and nothing else changed"
    )
    func dealerDeltaRemovesItsDealers() async throws {
        let context = try await syncedContext(thenAnswering: ["EF26_DeleteDealers_FursuitCategoryOnly.json"])
        var expected = try #require(context.store.convention?.content)
        let deleted = try Fixtures.response("EF26_DeleteDealers_FursuitCategoryOnly.json")[Dealer.self].deleted
        for id in deleted { expected[Dealer.self].remove(id) }

        await context.conbook.refreshConvention.refresh()

        #expect(deleted.count == 21)
        #expect(context.store.convention?.content == expected)
        #expect(context.store.convention?.content[Dealer.self].count == 125)
        #expect(!context.conbook.browseDealers.categories().contains("Fursuits"))
    }

    @Test("Given the real full sync, when the knowledge base is listed, then its 9 groups come by order with their 59 entries")
    func knowledgeBase() async throws {
        let context = try await syncedContext(thenAnswering: [])

        let groups = context.conbook.browseKnowledge.groups()

        #expect(
            groups.map(\.group.name) == [
                "General Information", "Security", "Fursuits", "Guests of Honor", "Charity", "The Daily Eurofurence",
                "Travel", "Parking", "About Eurofurence",
            ])
        #expect(groups.map(\.entries.count).reduce(0, +) == 59)
        #expect(groups.allSatisfy { $0.group.icon != nil })
    }

    @Test(
        "Given a full sync, when a delta deletes the About Eurofurence group, then its 19 entries go with it and nothing else changes"
    )
    func knowledgeGroupDeltaRemovesItsEntries() async throws {
        let context = try await syncedContext(thenAnswering: ["EF26_DeleteKnowledgeGroup.json"])
        var expected = try #require(context.store.convention?.content)
        let group = KnowledgeGroup.ID("92cdf214-7e9f-6bfa-0370-dfadd5e76493")
        expected[KnowledgeGroup.self].remove(group)
        expected[KnowledgeEntry.self].removeAll { $0.groupID == group }

        await context.conbook.refreshConvention.refresh()

        #expect(context.store.convention?.content == expected)
        #expect(context.store.convention?.content[KnowledgeEntry.self].count == 40)
    }

    /// The full sync with its days removed: every event points at a missing day.
    private func fullSyncWithoutDays() throws -> SyncResponse {
        let data = try Fixtures.edited(Fixtures.fullSync) { object in
            var days = object["EventConferenceDays"] as? [String: Any] ?? [:]
            days["ChangedEntities"] = [Any]()
            object["EventConferenceDays"] = days
        }
        return try EurofurenceSyncDecoder().decode(data)
    }

    @Test("Given an empty store, when a full sync without days arrives, then it is refused and nothing is stored")
    func brokenReferencesOnEmptyStore() async throws {
        let context = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: try fullSyncWithoutDays()))

        let outcome = await context.conbook.refreshConvention.refresh()

        guard case .failure(.mostlyUnreadable(let skipped, 210)) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(skipped.count == 210)
        #expect(skipped.allSatisfy { if case .missingReference("day", _) = $0.reason { true } else { false } })
        #expect(context.store.convention == nil)
        #expect(!context.conbook.hasContent)
    }

    @Test(
        "Given a good full sync, when a full sync without days arrives, then it is refused and the store is exactly as before"
    )
    func brokenReferencesAfterGoodSync() async throws {
        let context = try await syncedContext(thenAnswering: [])
        context.api.answer(with: .success(try fullSyncWithoutDays()))
        let before = context.store.convention

        let outcome = await context.conbook.refreshConvention.refresh()

        guard case .failure(.mostlyUnreadable) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(context.store.convention == before)
        #expect(counts(context) == Counts.full)
    }

    @Test(
        "Given a full sync of EF27, when a response for another convention arrives, then it is refused and nothing changes"
    )
    func otherConvention() async throws {
        let context = try await syncedContext(thenAnswering: [])
        let foreign = try EurofurenceSyncDecoder().decode(
            try Fixtures.edited("EF26_DeleteDay.json") { $0["ConventionIdentifier"] = "EF99" })
        context.api.answer(with: .success(foreign))
        let before = context.store.convention

        let outcome = await context.conbook.refreshConvention.refresh()

        #expect(outcome == .failure(.conventionMismatch(expected: "EF27", received: "EF99")))
        #expect(context.store.convention == before)
    }

    @Test("Given favourites, when DeleteAll and then a full sync arrive, then the favourites are back on the schedule")
    func favouritesSurviveResync() async throws {
        let context = try await syncedContext(thenAnswering: ["DeleteAll.json", Fixtures.fullSync])
        let favourites: [Event.ID] = ["76430fe0-ece7-48c9-b8e6-fdbc3974ff64", "813fee3d-f2ab-4ee1-9422-907657fbdff9"]
        for id in favourites {
            try context.conbook.toggleFavourite.setFavourite(id, true)
        }

        await context.conbook.refreshConvention.refresh()
        #expect(counts(context).events == 0)
        #expect(favourites.allSatisfy { context.conbook.toggleFavourite.isFavourite($0) })

        await context.conbook.refreshConvention.refresh()
        let schedule = context.conbook.browseSchedule
        let shown = schedule.days().flatMap {
            schedule.events(on: $0.id, filteredBy: ScheduleFilter(favouritesOnly: true))
        }
        #expect(Set(shown.map(\.id)) == Set(favourites))
        #expect(context.store.favourites == Set(favourites))
    }
}
