import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Search: ranked results and the words matched")
struct SearchRankingTests {
    private typealias Sample = SampleConvention

    @Test(
        "Given a word in one event's title and another's tags, when searched, then the title match comes first though it is later in the schedule"
    )
    func titleBeforeTags() throws {
        let core = try ConbookTestContext()

        let found = core.conbook.searchEvents.page("art", in: PageRange(offset: 0, limit: 10))

        #expect(found.events.map(\.id) == [Sample.artShow.id, Sample.drawingWorkshop.id])
        #expect(found.totalCount == 2)
        #expect(core.conbook.searchEvents.search("art").map(\.id) == [Sample.artShow.id, Sample.drawingWorkshop.id])
    }

    @Test(
        "Given words found in the title, the hosts, the tags or only the abstract, when ranked, then each event ranks by where its worst-placed word is found"
    )
    func relevance() {
        let query = EventQuery(words: ["paws"], order: .relevance)
        #expect(query.relevance(of: Sample.drawingWorkshop) == 0)
        #expect(EventQuery(words: ["sketchy"]).relevance(of: Sample.drawingWorkshop) == 1)
        #expect(EventQuery(words: ["workshop"]).relevance(of: Sample.drawingWorkshop) == 2)
        #expect(EventQuery(words: ["steps"]).relevance(of: Sample.drawingWorkshop) == 3)
        #expect(EventQuery(words: ["paws", "steps"]).relevance(of: Sample.drawingWorkshop) == 3)
    }

    @Test("Given a page range, when a ranked search is paged, then pages follow the ranking")
    func paging() throws {
        let core = try ConbookTestContext()

        let second = core.conbook.searchEvents.page("art", in: PageRange(offset: 1, limit: 1))

        #expect(second.events.map(\.id) == [Sample.drawingWorkshop.id])
        #expect(second.totalCount == 2)
    }

    @Test(
        "Given a search, when its matches in a title are asked for, then each word a query word begins is matched from its start, ignoring case"
    )
    func highlighting() {
        let title = "Art Show: ARTISTS' alley, party"
        let ranges = SearchHighlighting.matchedRanges(in: title, forSearch: "art  Sh")

        #expect(ranges.map { String(title[$0]) } == ["Art", "Sh", "ART"])
        #expect(SearchHighlighting.matchedRanges(in: title, forSearch: "   ").isEmpty)
        #expect(
            SearchHighlighting.matchedRanges(in: "Ünïcode Straße", forSearch: "ünï strasse").map { String("Ünïcode Straße"[$0]) }
                == ["Ünï"])
    }
}
