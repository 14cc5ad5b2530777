import ConbookCore
import ConbookTesting
import Testing

/// A kind is declared in one place and then synced, stored, outlined and change-tracked without
/// the Core naming it: these kinds exist only in this test target.
@MainActor
@Suite("Kinds the Core does not name")
struct UnnamedKindsSyncTests {
    private typealias Sample = SampleConvention
    private let later = SampleConvention.serverTime.advanced(by: .seconds(3600))

    @Test(
        "Given a full sync with badges and check-ins, when applied, then they are stored; the outline holds the badges and counts the check-ins by room"
    )
    func fullSyncStoresUnnamedKinds() async throws {
        var full = Sample.fullSync
        full[Badge.self] = .replacingAll(with: [UnnamedKinds.earlyBird, UnnamedKinds.nightOwl])
        full[CheckIn.self] = .replacingAll(with: UnnamedKinds.checkIns)
        let core = try ConbookTestContext(stored: nil, api: StubConventionAPI(answering: full))

        await core.conbook.refreshConvention.refresh()

        let outline = try #require(core.conbook.outline)
        #expect(outline[Badge.self].ids == [UnnamedKinds.earlyBird.id, UnnamedKinds.nightOwl.id])
        #expect(outline.count(of: CheckIn.self) == 4)
        #expect(outline.ids(of: Room.self, referredToBy: CheckIn.self) == [Sample.mainStage.id, Sample.panelRoom.id])
        #expect(core.store.convention?.content[CheckIn.self].count == 4)
        #expect(try core.conbook.loadContent()[CheckIn.self] == EntityTable(UnnamedKinds.checkIns))
    }

    @Test("Given stored check-ins, when a delta deletes their room, then they go with it, read in parts")
    func entitiesGoWithWhatTheyReferTo() async throws {
        let core = try ConbookTestContext(
            stored: UnnamedKinds.stored,
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later,
                    EntityChanges<Room>(deleted: [Sample.panelRoom.id]))))

        await core.conbook.refreshConvention.refresh()

        #expect(core.store.lastUpdate?[CheckIn.self] == EntityUpdate(removed: ["check-in-3"]))
        #expect(core.store.convention?.content[CheckIn.self].ids == ["check-in-0", "check-in-1", "check-in-2"])
        #expect(core.store.wholeLoadCount == 0)
    }

    @Test("Given a delta deleting a day, when applied, then the badges of that day go too and are marked removed")
    func outlineEntitiesGoWithWhatTheyReferTo() async throws {
        let core = try ConbookTestContext(
            stored: UnnamedKinds.stored,
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges<Day>(deleted: [Sample.day3.id]))))

        await core.conbook.refreshConvention.refresh()

        #expect(core.conbook.outline?[Badge.self].ids == [UnnamedKinds.earlyBird.id])
        #expect(core.conbook.outline?[changesOf: Badge.self][UnnamedKinds.nightOwl.id]?.kind == .removed)
    }

    @Test(
        "Given a delta sending a check-in into a room that does not exist, when applied, then the check-in is skipped, named by its kind, and nothing else changes"
    )
    func brokenReferencesOfUnnamedKindsAreSkipped() async throws {
        let lost = CheckIn(id: "check-in-lost", roomID: "room-nowhere")
        let core = try ConbookTestContext(
            stored: UnnamedKinds.stored,
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges(changed: [lost]))))

        let outcome = await core.conbook.refreshConvention.refresh()

        let skipped = SkippedEntity(
            kindName: "check-in", identifier: "check-in-lost", reason: .missingReference(kind: "room", identifier: "room-nowhere")
        )
        #expect(outcome == .success(SyncSummary(wasFullSync: false, skipped: [skipped])))
        #expect(core.store.convention?.content == UnnamedKinds.stored.content)
        #expect(core.store.convention?.skipped == [skipped])
    }

    @Test("Given a renamed badge, when synced, then its change is marked with the field, as events' are")
    func changesOfUnnamedKindsAreTracked() async throws {
        var renamed = UnnamedKinds.earlyBird
        renamed.name = "Earliest Bird"
        let core = try ConbookTestContext(
            stored: UnnamedKinds.stored,
            api: StubConventionAPI(
                answering: SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: later, EntityChanges(changed: [renamed]))))

        await core.conbook.refreshConvention.refresh()

        let change = try #require(core.conbook.outline?[changesOf: Badge.self][renamed.id])
        #expect(change.changedFields == [.name])
        #expect(change.previous == UnnamedKinds.earlyBird)
        #expect(core.conbook.outline?[changesOf: Event.self] == Sample.stored[changesOf: Event.self])
    }
}
