import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Clashes between favourites, and priorities")
struct ClashesTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given two overlapping favourites of equal priority, when clashes are found, then each is flagged as clashing with the other; a favourite that only touches another's end does not clash"
    )
    func equalPriority() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.fursuitParade.id, Sample.opening.id])

        let clashes = core.conbook.seeClashes.clashesByFavourite()

        #expect(clashes[Sample.artShow.id] == [Clash(other: try scheduled(core, Sample.fursuitParade), isFlagged: true)])
        #expect(clashes[Sample.fursuitParade.id]?.map(\.other.id) == [Sample.artShow.id])
        #expect(clashes[Sample.fursuitParade.id]?.map(\.isFlagged) == [true])
        #expect(clashes[Sample.opening.id] == nil)
    }

    @Test(
        "Given one of two clashing favourites set to high priority, when clashes are found, then only the other is flagged; the priority is kept in the store"
    )
    func priority() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.fursuitParade.id])

        try core.conbook.seeClashes.setPriority(.high, of: Sample.fursuitParade.id)

        #expect(core.conbook.seeClashes.clashes(of: Sample.artShow.id).map(\.isFlagged) == [true])
        #expect(core.conbook.seeClashes.clashes(of: Sample.fursuitParade.id).map(\.isFlagged) == [false])
        #expect(core.store.priorities == [Sample.fursuitParade.id: .high])
        #expect(core.conbook.seeClashes.priority(of: Sample.fursuitParade.id) == .high)
        try core.conbook.seeClashes.setPriority(.normal, of: Sample.fursuitParade.id)
        #expect(core.store.priorities == [:])
    }

    @Test(
        "Given an event that is not a favourite, when its clashes are asked, then there are none; the workshop and the opening share a start and clash"
    )
    func notFavourite() throws {
        let core = try ConbookTestContext(favourites: [Sample.opening.id, Sample.drawingWorkshop.id])

        #expect(core.conbook.seeClashes.clashes(of: Sample.artShow.id) == [])
        #expect(core.conbook.seeClashes.clashes(of: Sample.opening.id).map(\.other.id) == [Sample.drawingWorkshop.id])
    }

    @Test("Given a store that cannot save, when setting a priority, then it throws and nothing changes")
    func unsaved() throws {
        let core = try ConbookTestContext(favourites: [Sample.artShow.id, Sample.fursuitParade.id])
        core.store.failsWrites = true

        #expect(throws: StoreError.self) { try core.conbook.seeClashes.setPriority(.high, of: Sample.artShow.id) }
        #expect(core.conbook.seeClashes.priority(of: Sample.artShow.id) == .normal)
    }

    private func scheduled(_ core: ConbookTestContext, _ event: Event) throws -> ScheduledEvent {
        try #require(core.conbook.viewEvent.event(event.id))
    }
}
