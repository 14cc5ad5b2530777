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
