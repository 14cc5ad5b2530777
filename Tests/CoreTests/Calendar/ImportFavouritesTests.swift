import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Importing favourites from a calendar")
struct ImportFavouritesTests {
    private typealias Sample = SampleConvention

    @Test("Given Conbook's own UIDs, when imported into a store without favourites, then those events become favourites")
    func ownUIDs() throws {
        let core = try ConbookTestContext()
        let entries = [Sample.artShow, Sample.opening].map {
            CalendarFileEntry(uid: CalendarEntry.uid(of: $0.id, in: Sample.identifier), summary: "whatever")
        }

        let report = try core.conbook.importFavourites.importFavourites(from: entries)

        #expect(report.marked.map(\.id) == [Sample.opening.id, Sample.artShow.id])
        #expect(report.marked.allSatisfy { $0.isFavourite })
        #expect(report.unmatched == [])
        #expect(core.store.favourites == [Sample.opening.id, Sample.artShow.id])
    }

    @Test(
        "Given another app's entries (its own UIDs), when imported, then they match by title and start, ignoring case and accents, and the rest is reported unmatched"
    )
    func titleAndStart() throws {
        let core = try ConbookTestContext(favourites: [Sample.closing.id])
        let entries = [
            CalendarFileEntry(uid: "1234@other.app", summary: "  dance  PARTY ", start: Sample.danceParty.start),
            CalendarFileEntry(uid: "5678@other.app", summary: "Clósing Ceremony", start: Sample.closing.start),
            CalendarFileEntry(uid: "9999@other.app", summary: "Art Show Tour", start: Sample.closing.start),
            CalendarFileEntry(summary: "Breakfast"),
        ]

        let report = try core.conbook.importFavourites.importFavourites(from: entries)

        #expect(report.marked.map(\.id) == [Sample.danceParty.id])
        #expect(report.alreadyFavourites.map(\.id) == [Sample.closing.id])
        #expect(report.unmatched.map(\.shownName) == ["Art Show Tour", "Breakfast"])
        #expect(core.store.favourites == [Sample.closing.id, Sample.danceParty.id])
    }

    @Test(
        "Given a UID that is an event's identifier, with or without a domain, when imported, then it matches; another convention's Conbook UID does not"
    )
    func bareIdentifiers() throws {
        let core = try ConbookTestContext()
        let entries = [
            CalendarFileEntry(uid: "event-opening"),
            CalendarFileEntry(uid: "event-dance@app.example"),
            CalendarFileEntry(uid: "event-closing@OTHERCON.conbook"),
        ]

        let report = try core.conbook.importFavourites.importFavourites(from: entries)

        #expect(report.marked.map(\.id) == [Sample.opening.id, Sample.danceParty.id])
        #expect(report.unmatched.map(\.shownName) == ["event-closing@OTHERCON.conbook"])
    }

    @Test("Given a store that cannot save, when importing, then it fails and no favourite changes")
    func unsaved() throws {
        let core = try ConbookTestContext()
        core.store.failsWrites = true

        #expect(throws: StoreError.self) {
            try core.conbook.importFavourites.importFavourites(from: [CalendarFileEntry(uid: "event-opening")])
        }
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id) == false)
    }
}
