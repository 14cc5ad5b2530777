import ConbookCore
import ConbookTesting
import Testing

@Suite("Sync: the update between two versions of a kind")
struct EntityUpdateTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given an older and a newer table of events (one gone, one renamed, one new), when the update between them is made, then it upserts the renamed and the new in identifier order, removes the gone one, and turns the older into the newer"
    )
    func updateNamesWhatChanged() {
        let older = EntityTable(Sample.events.dropLast())
        var renamed = Sample.danceParty
        renamed.title = "Dance Party, moved"
        let newer = EntityTable(
            Sample.events.filter { $0.id != Sample.drawingWorkshop.id && $0.id != Sample.danceParty.id } + [renamed])

        let update = EntityUpdate(from: older, to: newer)

        #expect(update.upserted == [renamed, Sample.closing].sorted { $0.id < $1.id })
        #expect(update.removed == [Sample.drawingWorkshop.id])
        #expect(update.applied(to: older) == newer)
    }

    @Test(
        "Given an empty table and one of every sample event, when the update between them is made, then it upserts every event in identifier order and removes none; between equal tables it is empty"
    )
    func fromNothingEverythingInIdentifierOrder() {
        let every = EntityTable(Sample.events)

        let update = EntityUpdate(from: .empty, to: every)

        #expect(update.upserted.map(\.id) == Sample.events.map(\.id).sorted())
        #expect(update.upserted.count == Sample.events.count)
        #expect(update.removed.isEmpty)
        #expect(EntityUpdate(from: every, to: EntityTable(Sample.events.reversed())).isEmpty)
        #expect(EntityUpdate(from: every, to: .empty) == EntityUpdate(removed: Set(Sample.events.map(\.id))))
    }
}
