import ConbookCore
import ConbookModuleKit
import ConbookNews
import ConbookSchedule
import ConbookTesting
import Testing

/// With a store that reads in parts, opening the app reads an outline and pages of events; the
/// whole convention is read only when a sync needs it.
@MainActor
@Suite("Reading the store in parts")
struct ReadingInPartsTests {
    private typealias Sample = SampleConvention

    @Test("Given a stored convention, when the app opens on the schedule and news, then no use case read every event")
    func openingReadsOnlyParts() throws {
        let core = try ConbookTestContext()
        let schedule = ScheduleModuleTestContext(core: core)
        let news = NewsModuleTestContext(core: core)

        #expect(schedule.scene.viewModel?.sections.isEmpty == false)
        #expect(news.scene.sectionTitles.contains("Running now"))
        #expect(core.conbook.searchEvents.search("art").isEmpty == false)
        #expect(core.store.wholeLoadCount == 0)
    }

    @Test(
        "Given a stored convention, when deltas arrive, then the whole convention is never read; a full snapshot reads it once and lets it go"
    )
    func onlySnapshotsReadTheWholeConvention() async throws {
        var snapshot = Sample.fullSync
        snapshot.serverTime = Sample.serverTime.advanced(by: .seconds(120))
        let core = try ConbookTestContext(
            api: StubConventionAPI([
                .success(Sample.emptyDelta(serverTime: Sample.serverTime.advanced(by: .seconds(60)))),
                .success(snapshot),
                .success(Sample.emptyDelta(serverTime: Sample.serverTime.advanced(by: .seconds(180)))),
            ]))

        await core.conbook.refreshConvention.refresh()
        #expect(core.store.wholeLoadCount == 0)
        await core.conbook.refreshConvention.refresh()
        await core.conbook.refreshConvention.refresh()

        #expect(core.store.wholeLoadCount == 1)
        #expect(core.store.convention?.lastServerTime == Sample.serverTime.advanced(by: .seconds(180)))
    }

    @Test("Given a day of 7 events, when read a page of 3 at a time, then the pages follow schedule order and know the total")
    func pagesOfADay() throws {
        let core = try ConbookTestContext()
        let day = Sample.day2.id
        let all = core.conbook.browseSchedule.events(on: day).map(\.id)

        let pages = [0, 3, 6].map { offset in
            core.conbook.browseSchedule.page(on: day, in: PageRange(offset: offset, limit: 3))
        }

        #expect(pages.flatMap { $0.events.map(\.id) } == all)
        #expect(pages.map(\.totalCount) == [all.count, all.count, all.count])
        #expect(core.conbook.browseSchedule.page(on: day, in: PageRange(offset: 99, limit: 3)).events.isEmpty)
    }

    @Test("Given the store's events become unreadable, when the schedule shows, then it lists nothing and says why")
    func unreadableEventsAreReported() throws {
        let core = try ConbookTestContext()
        core.store.unreadableEventsReason = "disk I/O error"

        let schedule = ScheduleModuleTestContext(core: core)

        #expect(schedule.scene.viewModel?.sections.isEmpty == true)
        #expect(
            schedule.scene.refreshStatus
                == .unreadable(
                    "The stored data at memory cannot be read (disk I/O error). Move it aside or choose another store to download the convention again."
                ))
        #expect(core.conbook.readProblem == .unreadable(location: "memory", reason: "disk I/O error"))
    }
}
