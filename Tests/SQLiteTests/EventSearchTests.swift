import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite full-text search")
@MainActor
struct EventSearchTests {
    private typealias Sample = SampleConvention
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures")

    /// The events the store finds for query words, as a set.
    private func found(_ store: SQLiteConventionStore, _ words: [String]) throws -> Set<Event.ID> {
        Set(try store.events(matching: EventQuery(words: words), in: .everything).events.map(\.id))
    }

    @Test("Given a stored convention, when asked for word prefixes, then the FTS5 index finds the events having every one")
    func findsWordPrefixes() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "sample")
            try store.saveConvention(Sample.stored)

            #expect(try found(store, ["ceremony"]) == [Sample.opening.id, Sample.closing.id])
            #expect(try found(store, ["cer", "clos"]) == [Sample.closing.id])
            #expect(try found(store, ["sketchy"]) == [Sample.drawingWorkshop.id])
            #expect(try found(store, ["karaoke"]) == [])
        }
    }

    @Test(
        "Given 1,000 events, when searched a page at a time for many or few hits, alone or filtered, then each page is the Core's rule",
        arguments: [["event"], ["tag"], ["host", "3"], ["about", "99"], ["tag", "2"]])
    func pagesOfManyAndFewHits(words: [String]) throws {
        try withTemporaryDirectory { directory in
            let stored = SyntheticConvention.stored(events: 1_000)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "many")
            try store.saveConvention(stored)
            let favourites = Set((0..<1_000).filter { $0 % 3 == 0 }.map { Event.ID("event-\($0)") })
            let queries = [
                EventQuery(words: words), EventQuery(day: Sample.day1.id, words: words),
                EventQuery(ids: favourites, words: words),
                EventQuery(startingAfter: Sample.local(Sample.day1, 20, 0), words: words),
            ]

            for query in queries {
                for range in [PageRange(offset: 0, limit: 50), PageRange(offset: 230, limit: 50), .everything] {
                    let expected = stored.content.events(matching: query, in: range)
                    #expect(try store.events(matching: query, in: range) == expected, "\(query) \(range)")
                }
            }
        }
    }

    @Test("Given an indexed convention, when a delta renames one event and deletes another, then the index follows")
    func indexFollowsDeltas() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "sample")
            try store.saveConvention(Sample.stored)
            var renamed = Sample.opening
            renamed.title = "Grand Welcome"
            var update = ConventionUpdate(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, sourceVersion: nil,
                details: nil)
            update[Event.self] = EntityUpdate(upserted: [renamed], removed: [Sample.closing.id])

            try store.apply(update)

            #expect(try found(store, ["ceremony"]) == [])
            #expect(try found(store, ["welcome"]) == [renamed.id])
        }
    }

    @Test(
        "Given the real EF26 convention, when searched through the Core over SQLite and over memory, then the results are the same",
        arguments: [
            "fursuit", "art show", "dealers den", "mask", "photo", "lounge", "x", "pawpet", "the", "dj",
        ])
    func sameResultsAsScanning(query: String) throws {
        try withTemporaryDirectory { directory in
            let data = try Data(contentsOf: Self.fixtures.appending(path: "eurofurence/EF26_Full_Sync_Response.json"))
            let response = try EurofurenceSyncDecoder().decode(data)
            let content = ConventionContent(
                response[Day.self].changed, response[Room.self].changed, response[Track.self].changed,
                response[Event.self].changed)
            let stored = StoredConvention(
                conventionIdentifier: response.conventionIdentifier, lastServerTime: response.serverTime, content: content)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "ef")
            try store.saveConvention(stored)
            let indexed = try makeConbook(store: store)
            let scanning = try makeConbook(store: InMemoryConventionStore(convention: stored))

            #expect(indexed.searchEvents.search(query).map(\.id) == scanning.searchEvents.search(query).map(\.id))
        }
    }

    @Test(
        "Given a database written with schema version 1, when opened and outlined, then it is migrated, indexed for search, and its convention loads"
    )
    func migratesFromVersion1() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try FileManager.default.copyItem(at: Self.fixtures.appending(path: "sqlite/conbook-v1.sqlite"), to: file)

            let database = try ConbookDatabase(fileURL: file)
            let name = try #require(try database.conventionNames().first)
            let store = database.store(for: name)
            let outline = try #require(try store.loadOutline())  // indexes the old file for search first
            let loaded = try #require(try store.loadConvention())
            #expect(outline == ConventionOutline(of: loaded))
            let someTitleWord = try #require(loaded.content[Event.self].all.first?.title.split(separator: " ").first)

            #expect(loaded.content[Event.self].count == 10)
            #expect(try found(store, [someTitleWord.lowercased()]).isEmpty == false)
            #expect(try ConbookDatabase(fileURL: file).store(for: name).loadConvention() == loaded)
        }
    }

    @Test(
        "Given a database written with schema version 2, when opened, then it is migrated and keeps its convention, favourites and search"
    )
    func migratesFromVersion2() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try FileManager.default.copyItem(at: Self.fixtures.appending(path: "sqlite/conbook-v2.sqlite"), to: file)

            let database = try ConbookDatabase(fileURL: file)
            let store = database.store(for: "demo")
            let loaded = try #require(try store.loadConvention())

            #expect(try database.conventionNames() == ["demo"])
            #expect(loaded.content[Event.self].count == 210)
            #expect(loaded.removedFavourites.isEmpty)
            #expect(loaded.sourceVersion == nil)
            #expect(
                try store.loadFavourites() == ["3842fa46-49cb-4a56-9396-05bb7cbc5904", "4346541a-e906-43fe-b691-62618de4f455"])
            #expect(try store.loadAnnouncementReads().isEmpty)
            #expect(try found(store, ["fursuit"]).isEmpty == false)
            try store.saveAnnouncementReads([loaded.content[Announcement.self].all.first!.id: Instant(millisecondsSinceEpoch: 1)])
            #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == loaded)
            #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadAnnouncementReads().count == 1)
        }
    }

    @Test(
        "Given a database written with schema version 3 (entities as the Core's Codable wrote them then), when opened, then every convention reads back exactly, marks, removed favourites and read announcements included"
    )
    func readsVersion3() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try FileManager.default.copyItem(at: Self.fixtures.appending(path: "sqlite/conbook-v3.sqlite"), to: file)

            let database = try ConbookDatabase(fileURL: file)
            let rich = database.store(for: "rich")
            let demo = database.store(for: "demo")

            #expect(try database.conventionNames() == ["demo", "rich"])
            #expect(try rich.loadConvention() == ContractSamples.richConventionOfSchema3)
            #expect(try rich.loadFavourites() == [SampleConvention.opening.id, ContractSamples.richEvent.id, "gone"])
            #expect(
                try rich.loadAnnouncementReads()
                    == [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged])
            #expect(try demo.loadOutline()?.count(of: Event.self) == 210)
            #expect(try demo.loadFavourites().count == 2)
            #expect(try found(demo, ["fursuit"]).isEmpty == false)
        }
    }

    @Test(
        "Given a schema-3 database, when migrated to schema 4, then the events' images are in their new columns, so the outline knows which images events use"
    )
    func migratesEventImagesFromVersion3() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try FileManager.default.copyItem(at: Self.fixtures.appending(path: "sqlite/conbook-v3.sqlite"), to: file)

            let outline = try #require(try ConbookDatabase(fileURL: file).store(for: "rich").loadOutline())

            #expect(
                outline.referencedIDs(of: ImageReference.self)
                    == [ContractSamples.banner.id, ContractSamples.poster.id])
            #expect(outline.count(of: Dealer.self) == 0)
        }
    }

    private func makeConbook(store: any ConventionStore & AttendeeStore) throws -> Conbook {
        try Conbook(
            api: StubConventionAPI(), store: store, clock: ControllableClock(now: Sample.serverTime),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
    }
}
