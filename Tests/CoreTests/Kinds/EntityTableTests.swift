import ConbookCore
import ConbookTesting
import Testing

@Suite("A table of entities")
struct EntityTableTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given a list holding two events of one identifier, when a table is made of it, then it keeps the later one and every other event"
    )
    func laterEntityReplacesEarlier() {
        var renamed = Sample.opening
        renamed.title = "Opening, moved"
        let list = [Sample.opening, Sample.closing, renamed, Sample.artShow]

        let table = EntityTable(list)

        #expect(table.count == 3)
        #expect(table[Sample.opening.id]?.title == "Opening, moved")
        #expect(table[Sample.closing.id] == Sample.closing)
        #expect(table[Sample.artShow.id] == Sample.artShow)
    }
}

@Suite("A table of entities, changed")
struct EntityTableChangeTests {
    private typealias Sample = SampleConvention

    @Test("Given the same events listed in two orders, when a table is made of each, then the tables are equal and hash alike")
    func orderDoesNotMatter() {
        let forwards = EntityTable(Sample.events)
        let backwards = EntityTable(Sample.events.reversed())

        #expect(forwards == backwards)
        #expect(forwards.hashValue == backwards.hashValue)
        #expect(Set(forwards.all.map(\.id)) == Set(Sample.events.map(\.id)))
    }

    @Test("Given two tables that differ in one event's title only, when compared, then they are not equal")
    func oneChangedFieldMakesTablesDiffer() {
        var renamed = Sample.closing
        renamed.title = "Closing, moved"
        var changed = EntityTable(Sample.events)
        changed.upsert(renamed)

        #expect(changed != EntityTable(Sample.events))
        #expect(changed.count == Sample.events.count)
        #expect(changed[Sample.closing.id]?.title == "Closing, moved")
    }

    @Test(
        "Given a table of every sample event, when events at its start, middle and end are removed one by one, then each other event is still found by its identifier and no removed one is"
    )
    func removingKeepsTheOthersFound() {
        for removed in [[Sample.opening], [Sample.danceParty], [Sample.closing], Sample.events.reversed(), Sample.events] {
            var table = EntityTable(Sample.events)
            for event in removed {
                table.remove(event.id)
                table.remove(event.id)  // twice: removing what is gone changes nothing
            }
            let kept = Sample.events.filter { event in !removed.contains { $0.id == event.id } }
            #expect(table.count == kept.count)
            #expect(table.isEmpty == kept.isEmpty)
            #expect(table.ids == Set(kept.map(\.id)))
            #expect(Set(table.all.map(\.id)) == Set(kept.map(\.id)))
            for event in kept {
                #expect(table[event.id] == event)
            }
            for event in removed {
                #expect(table[event.id] == nil)
                #expect(!table.contains(event.id))
            }
            #expect(table == EntityTable(kept))
        }
    }

    @Test(
        "Given a table of every sample event, when the events of one day are removed and then one is put back, then the others are found and the one put back is"
    )
    func removingWhereKeepsTheOthersFound() {
        var table = EntityTable(Sample.events)
        let firstDay = Sample.opening.dayID

        table.removeAll { $0.dayID == firstDay }
        table.upsert(Sample.opening)

        let expected = Sample.events.filter { $0.dayID != firstDay } + [Sample.opening]
        #expect(table == EntityTable(expected))
        for event in expected {
            #expect(table[event.id] == event)
        }
        table.removeAll()
        #expect(table.isEmpty && table[Sample.opening.id] == nil && table == .empty)
    }
}
