import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Schema migrations keep every field")
struct SchemaMigrationTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures")

    /// A new temporary directory holding, as `conbook.sqlite`, a copy of the checked-in database
    /// written by a schema version (`Fixtures/sqlite`).
    private static func copy(ofSchema version: Int) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: fixtures.appending(path: "sqlite/conbook-v\(version).sqlite"),
            to: directory.url.appending(path: "conbook.sqlite"))
        return directory
    }

    @Test(
        "Given the demo stored by schema 3 (events as JSON records), when migrated up to today's typed columns, then each of its 210 events equals, field by field, the event the bundled full sync decodes to"
    )
    func demoEventsSurviveEveryMigration() async throws {
        let directory = try Self.copy(ofSchema: 3)
        let file = directory.url.appending(path: "conbook.sqlite")
        let sync = try await FileConventionAPI(fileURL: Self.fixtures.appending(path: "eurofurence/EF26_Full_Sync_Response.json"))
            .fetchChanges(since: nil)
        let expected = Dictionary(uniqueKeysWithValues: sync[Event.self].changed.map { ($0.id, $0) })

        let migrated = try #require(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention())
        let events = Array(migrated.content[Event.self].all)

        #expect(events.count == 210)
        #expect(Set(events.map(\.id)) == Set(expected.keys))
        for event in events {
            #expect(event == expected[event.id], "\(event.id): \(event.title)")
        }
        // The file holds events whose two flags differ, so that a migration mixing them up fails.
        #expect(events.contains { $0.isAcceptingFeedback != $0.isDeviatingFromConBook })
    }

    @Test(
        "Given the demo stored by schema 8 with two favourites, one of high priority, when opened by today's code, then they are kept, nothing is hidden, and what is hidden then is kept across a reopening"
    )
    func marksSurviveTheMigrationToHiddenItems() throws {
        let directory = try Self.copy(ofSchema: 8)
        let file = directory.url.appending(path: "conbook.sqlite")
        let favourites: Set<Event.ID> = ["cb30731c-a616-403a-9d19-a0d6717010bc", "f1435c7b-49eb-4fd7-b28b-fc088def8da4"]

        let store = try ConbookDatabase(fileURL: file).store(for: "demo")

        #expect(try store.loadFavourites() == favourites)
        #expect(try store.loadEventPriorities() == ["f1435c7b-49eb-4fd7-b28b-fc088def8da4": .high])
        #expect(try store.loadHiddenItems() == .none)
        #expect(try store.loadConvention()?.content[Event.self].count == 210)
        let hidden = HiddenItems(events: ["cb30731c-a616-403a-9d19-a0d6717010bc"], languages: ["de"])
        try store.saveHiddenItems(hidden)
        #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadHiddenItems() == hidden)
    }

    @Test(
        "Given the demo stored by schema 9 with two favourites, one of high priority, and one event hidden, when opened by today's code, then they are kept, no friend's list is, and one kept then is kept across a reopening"
    )
    func marksSurviveTheMigrationToFriendsLists() throws {
        let directory = try Self.copy(ofSchema: 9)
        let file = directory.url.appending(path: "conbook.sqlite")
        let favourites: Set<Event.ID> = ["cb30731c-a616-403a-9d19-a0d6717010bc", "f1435c7b-49eb-4fd7-b28b-fc088def8da4"]

        let store = try ConbookDatabase(fileURL: file).store(for: "demo")

        #expect(try store.loadFavourites() == favourites)
        #expect(try store.loadEventPriorities() == ["f1435c7b-49eb-4fd7-b28b-fc088def8da4": .high])
        #expect(try store.loadHiddenItems() == HiddenItems(events: ["4346541a-e906-43fe-b691-62618de4f455"]))
        #expect(try store.loadFriendsLists() == .none)
        #expect(try store.loadConvention()?.content[Event.self].count == 210)
        let friends = FriendsLists(["Alex": ["cb30731c-a616-403a-9d19-a0d6717010bc", "event-that-left"]])
        try store.saveFriendsLists(friends)
        #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadFriendsLists() == friends)
    }

    @Test(
        "Given the demo stored by schema 10 (145 dealers, no listing columns), when opened by today's code, then its dealers are listed A–Z a page at a time as the Core's rule lists them, with their letters and categories, and the marks are kept"
    )
    func dealersAreListedAfterTheMigrationToListingKeys() throws {
        let directory = try Self.copy(ofSchema: 10)
        let file = directory.url.appending(path: "conbook.sqlite")

        let store = try ConbookDatabase(fileURL: file).store(for: "demo")
        let whole = try #require(try store.loadConvention())

        #expect(whole.content[Dealer.self].count == 145)
        for range in [PageRange(offset: 0, limit: 50), PageRange(offset: 50, limit: 50), PageRange(offset: 140, limit: 50)] {
            #expect(try store.dealerPage(matching: .all, in: range) == whole.content.dealerPage(matching: .all, in: range))
        }
        for search in [DealerQuery(words: ["art"]), DealerQuery(words: ["art"], categories: ["Commissions", "Fursuits"])] {
            let page = try store.dealerPage(matching: search, in: .everything)
            #expect(page == whole.content.dealerPage(matching: search, in: .everything))
            #expect(page.letters.map(\.letter) == ["A", "W"])
        }
        #expect(try store.dealerCategories() == whole.content.dealerCategories())
        #expect(!(try store.dealerCategories()).isEmpty)
        #expect(try store.loadFavourites().count == 2)
        #expect(try store.loadHiddenItems().events.count == 1)
        #expect(
            try ConbookDatabase(fileURL: file).store(for: "demo").dealerPage(matching: .all, in: .everything).totalCount == 145)
    }

    @Test(
        "Given the demo stored by schema 11 with two favourites, one of high priority, and one event hidden, when opened by today's code and a sync renames one event and adds another, then a search finds old and new events as the Core's rule finds them, and the marks are kept"
    )
    func eventsAreFoundAfterTheMigrationToALargerIndexBuffer() throws {
        let directory = try Self.copy(ofSchema: 11)
        let file = directory.url.appending(path: "conbook.sqlite")
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")
        var convention = try #require(try store.loadConvention())
        #expect(convention.content[Event.self].count == 210)
        let renamed = try #require(convention.content[Event.self].all.min { $0.id.rawValue < $1.id.rawValue })
        var changed = renamed
        changed.title = "Zyzzyva Parade"
        var added = renamed
        added.id = "added-after-the-migration"
        added.title = "Zyzzyva Workshop"
        convention.content[Event.self].upsert(changed)
        convention.content[Event.self].upsert(added)

        try store.saveConvention(convention)

        let reopened = try ConbookDatabase(fileURL: file).store(for: "demo")
        for words in [["zyzzyva"], ["art"], ["fur"]] {
            for order in [EventOrder.schedule, .relevance] {
                let query = EventQuery(words: words, order: order)
                #expect(try reopened.events(matching: query, in: .everything) == convention.content.events(matching: query))
            }
        }
        #expect(
            try reopened.events(matching: EventQuery(words: ["zyzzyva"]), in: .everything).events.map(\.id) == [
                changed.id, added.id,
            ])
        #expect(try reopened.loadFavourites().count == 2)
        #expect(try reopened.loadEventPriorities().count == 1)
        #expect(try reopened.loadHiddenItems().events.count == 1)
    }

    @Test(
        "Given the demo stored by schema 12 (every description as its text), when opened by today's code, then each description reads as the file held it; once a sync revises them all, they are kept compressed and read back the same"
    )
    func descriptionsSurviveTheMigrationToCompressedTexts() throws {
        let directory = try Self.copy(ofSchema: 12)
        let file = directory.url.appending(path: "conbook.sqlite")
        let held = try RawSQLite.texts("SELECT id, description FROM events WHERE convention = 'demo'", in: file)
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")

        var convention = try #require(try store.loadConvention())

        #expect(held.count == 210)
        #expect(
            Dictionary(uniqueKeysWithValues: convention.content[Event.self].all.map { ($0.id.rawValue, $0.description) }) == held)
        for var event in convention.content[Event.self].all {
            event.description += " Revised after the migration."
            convention.content[Event.self].upsert(event)
        }
        try store.saveConvention(convention)
        #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == convention)
        let longest = try #require(
            convention.content[Event.self].all.max { $0.description.utf8.count < $1.description.utf8.count })
        let bytes = try RawSQLite.storedBytes(of: file)
        #expect(bytes.firstRange(of: Data(longest.description.utf8)) == nil)
    }
    @Test(
        "Given the demo stored by schema 13 (words' first 2, 3 and 4 letters indexed), when opened by today's code, then its full-text index keeps the first 1, 2 and 3 letters and no longer the first 4, still gathers 16 MiB before writing, and every search by word or prefix (2 to 5 letters) finds what the convention in memory finds; favourites and the hidden event are kept"
    )
    func searchesSurviveTheMigrationToFewerPrefixes() throws {
        let directory = try Self.copy(ofSchema: 13)
        let file = directory.url.appending(path: "conbook.sqlite")
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")

        let convention = try #require(try store.loadConvention())

        try Self.expectTodaysEventIndex(in: file)
        #expect(convention.content[Event.self].count == 210)
        try Self.expectSearchesAndMarksOfTheDemo(
            in: store, as: convention, words: [["fu"], ["fur"], ["furs"], ["fursu"], ["art", "show"], ["pa"], ["dance"]])
    }

    @Test(
        "Given the demo stored by schema 15 (words' first 2 and 3 letters indexed), when opened by today's code, then its full-text index keeps each word's first letter too, still gathers 16 MiB before writing, and every search of one to five letters finds what the convention in memory finds; its texts are still kept once, and favourites and the hidden event are kept"
    )
    func searchesSurviveTheMigrationToFirstLetters() throws {
        let directory = try Self.copy(ofSchema: 15)
        let file = directory.url.appending(path: "conbook.sqlite")
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")

        let convention = try #require(try store.loadConvention())

        try Self.expectTodaysEventIndex(in: file)
        #expect(convention.content[Event.self].count == 210)
        #expect(try KeptTextUses.miscounted(in: file) == 0)
        try Self.expectSearchesAndMarksOfTheDemo(
            in: store, as: convention,
            words: [["f"], ["a"], ["s", "w"], ["fu"], ["fur"], ["fursu"], ["art", "s"], ["d"], ["workshop"]])
    }

    @Test(
        "Given the demo stored by schema 16 (no record of what syncs left out), when opened by today's code, then nothing is said to be skipped; what a later sync skips is kept across a reopening, and the marks are kept"
    )
    func skippedEntitiesAfterTheMigrationToSchema17() throws {
        let directory = try Self.copy(ofSchema: 16)
        let file = directory.url.appending(path: "conbook.sqlite")
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")
        let convention = try #require(try store.loadConvention())
        let skipped = [
            SkippedEntity(Event.self, name: "Opening „Fest“", place: "line 29", reason: .unreadable("no start")),
            SkippedEntity(Event.self, identifier: "e-2", reason: .missingReference(kind: "room", identifier: "r-9")),
        ]

        #expect(convention.skipped.isEmpty)
        #expect(try store.loadOutline()?.skipped.isEmpty == true)
        var later = convention
        later.skipped = skipped
        try store.apply(ConventionUpdate(from: convention, to: later))
        let reopened = try ConbookDatabase(fileURL: file).store(for: "demo")

        #expect(try reopened.loadOutline()?.skipped == skipped)
        #expect(try RawSQLite.integer("PRAGMA user_version", in: file) == 17)
        try Self.expectSearchesAndMarksOfTheDemo(in: reopened, as: later, words: [["f"], ["art", "show"]])
    }

    /// Expects the events' full-text index of today's schema: the words' first 1, 2 and 3 letters
    /// indexed, 16 MiB of new entries gathered before a segment is written.
    private static func expectTodaysEventIndex(in file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let index = try RawSQLite.texts("SELECT name, sql FROM sqlite_master WHERE name = 'event_search'", in: file)
        #expect(index["event_search"]?.contains("prefix = '1 2 3')") == true, sourceLocation: sourceLocation)
        #expect(
            try RawSQLite.texts("SELECT k, v FROM event_search_config WHERE k = 'hashsize'", in: file)
                == ["hashsize": "16777216"], sourceLocation: sourceLocation)
    }

    /// Expects every search by these words, in schedule order and by relevance, to find something
    /// and what the convention in memory finds, and the demo fixtures' marks to be kept (two
    /// favourites, one of high priority, one event hidden).
    private static func expectSearchesAndMarksOfTheDemo(
        in store: SQLiteConventionStore, as convention: StoredConvention, words searches: [[String]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for words in searches {
            for order in [EventOrder.schedule, .relevance] {
                let query = EventQuery(words: words, order: order)
                let found = try store.events(matching: query, in: .everything)
                #expect(found == convention.content.events(matching: query), "\(words) \(order)", sourceLocation: sourceLocation)
                #expect(!found.events.isEmpty, "\(words)", sourceLocation: sourceLocation)
            }
        }
        #expect(try store.loadFavourites().count == 2, sourceLocation: sourceLocation)
        #expect(try store.loadEventPriorities().count == 1, sourceLocation: sourceLocation)
        #expect(try store.loadHiddenItems().events.count == 1, sourceLocation: sourceLocation)
    }

    @Test(
        "Given the demo stored by schema 14 (each event's abstract and description in its row), when opened by today's code, then each of its 210 events equals the event the bundled full sync decodes to, each distinct text is kept once and counted as often as events use it, every search finds what the convention in memory finds, the marks are kept, and a sync that revises a description afterwards keeps no text nothing uses"
    )
    func textsSurviveTheMigrationToKeptTexts() async throws {
        let directory = try Self.copy(ofSchema: 14)
        let file = directory.url.appending(path: "conbook.sqlite")
        let sync = try await FileConventionAPI(fileURL: Self.fixtures.appending(path: "eurofurence/EF26_Full_Sync_Response.json"))
            .fetchChanges(since: nil)
        let expected = Dictionary(uniqueKeysWithValues: sync[Event.self].changed.map { ($0.id, $0) })
        let store = try ConbookDatabase(fileURL: file).store(for: "demo")

        var convention = try #require(try store.loadConvention())

        let events = Array(convention.content[Event.self].all)
        #expect(events.count == 210)
        for event in events {
            #expect(event == expected[event.id], "\(event.id): \(event.title)")
        }
        let texts = Set(events.flatMap { [$0.abstract, $0.description] })
        #expect(try RawSQLite.integer("SELECT count(*) FROM event_texts", in: file) == texts.count)
        #expect(texts.count < 2 * 210)
        #expect(try KeptTextUses.miscounted(in: file) == 0)
        try Self.expectSearchesAndMarksOfTheDemo(
            in: store, as: convention, words: [["fu"], ["fursuit"], ["art", "show"], ["pa"], ["dance"], ["workshop"]])

        let revised = try #require(events.max { $0.description.utf8.count < $1.description.utf8.count })
        var changed = revised
        changed.description = "Revised after the migration."
        convention.content[Event.self].upsert(changed)
        try store.saveConvention(convention)
        #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == convention)
        #expect(try KeptTextUses.miscounted(in: file) == 0)
        #expect(
            try RawSQLite.integer("SELECT count(*) FROM event_texts", in: file)
                == Set(convention.content[Event.self].all.flatMap { [$0.abstract, $0.description] }).count)
    }
}
