import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite events in typed columns")
@MainActor
struct EventColumnsTests {
    private typealias Sample = SampleConvention

    /// Events whose lists hold what the columns use as marks (U+001F, U+001E), empty texts, or nothing.
    private static let hostileEvents: [Event] = [
        ["\u{1F}", "\u{1E}", "a\u{1E}\u{1F}b", "\u{1E}\u{1E}"],
        [""],
        ["", ""],
        [],
        ["Ann \"the\" Fox", "Bo\\n", "Line\nbreak", "tab\there", "emoji 🦊", "\u{0}nul"],
    ].enumerated().map { index, texts in
        let start = Sample.local(Sample.day1, 10, index)
        return Event(
            id: Event.ID("hostile-\(index)"), title: "Hostile \(index)", hosts: texts, dayID: Sample.day1.id,
            roomID: Sample.mainStage.id, trackID: Sample.stageTrack.id, start: start,
            end: start.advanced(by: .seconds(600)), tags: texts.reversed(), language: texts.first ?? "",
            links: texts.map { EventLink(title: $0, url: "https://example.org/\($0.count)") })
    }

    /// A database file in a directory holding the sample convention with `hostileEvents` as `test`.
    private static func savedHostileFile(in directory: URL) throws -> URL {
        let file = directory.appending(path: "conbook.sqlite")
        var content = Sample.content
        hostileEvents.forEach { content[Event.self].upsert($0) }
        let stored = StoredConvention(
            conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content)
        try ConbookDatabase(fileURL: file).store(for: "test").saveConvention(stored)
        return file
    }

    @Test(
        "Given a stored event whose hosts, tags or links column was damaged (no leading mark, an escape before an ordinary character, an escape at the end), when the events are read, then the read fails naming the column, and favourites still read"
    )
    func damagedListsFailClearly() throws {
        let damages = [
            ("hosts", "'Ann' || char(31) || 'Bo'"), ("tags", "char(31) || 'a' || char(30) || 'b'"),
            ("links", "char(31) || 'Slides' || char(31) || 'https://example.org' || char(30)"),
        ]
        for (column, damage) in damages {
            try withTemporaryDirectory { directory in
                let file = try Self.savedHostileFile(in: directory)
                try ConbookDatabase(fileURL: file).store(for: "test").saveFavourites(["hostile-0"])
                try RawSQLite.changeOneRow("UPDATE events SET \(column) = \(damage) WHERE title = 'Hostile 4'", in: file)

                let reopened = try ConbookDatabase(fileURL: file).store(for: "test")

                #expect(try reopened.loadFavourites() == ["hostile-0"])
                #expect {
                    try reopened.events(matching: .all, in: .everything)
                } throws: { error in
                    guard case .unreadable(_, let reason) = error as? StoreError else { return false }
                    return reason.contains("events.\(column)") && reason.contains("not a list of texts")
                }
            }
        }
    }

    @Test(
        "Given events whose hosts, tags and links hold the lists' own marks, empty texts or none, when saved and loaded, then each reads back unchanged"
    )
    func hostileListsRoundTrip() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedHostileFile(in: directory)

            let loaded = try #require(try ConbookDatabase(fileURL: file).store(for: "test").loadConvention())

            for event in Self.hostileEvents {
                #expect(loaded.content[Event.self][event.id] == event)
            }
        }
    }

    @Test(
        "Given events whose day, room and track identifiers differ only in the middle, or are short, or are UUIDs a byte apart, when saved and loaded whole, then each reads back its own"
    )
    func nearTwinReferencesStayApart() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            let references = [
                "aaaaaaaa-1-zzzzzzzz", "aaaaaaaa-2-zzzzzzzz", "aaaaaaaa-12-zzzzzzzz", "r1", "r2", "1r", "",
                "76430fe0-ece7-48c9-b8e6-fdbc3974ff64", "76430fe0-ece7-48c9-b8e6-fdbc3974ff65",
                "86430fe0-ece7-48c9-b8e6-fdbc3974ff64",
            ]
            let twins = references.enumerated().map { index, reference in
                let start = Sample.local(Sample.day1, 11, index)
                return Event(
                    id: Event.ID("twin-\(index)"), title: "Twin \(index)", dayID: Day.ID(reference),
                    roomID: Room.ID(references[(index + 1) % references.count]),
                    trackID: Track.ID(references[(index + 2) % references.count]), start: start,
                    end: start.advanced(by: .seconds(600)))
            }
            var content = Sample.content
            twins.forEach { content[Event.self].upsert($0) }
            try ConbookDatabase(fileURL: file).store(for: "test").saveConvention(
                StoredConvention(conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content))

            let loaded = try #require(try ConbookDatabase(fileURL: file).store(for: "test").loadConvention())

            for event in twins {
                #expect(loaded.content[Event.self][event.id] == event)
            }
        }
    }

    @Test(
        "Given a host name with the lists' marks inside, when searched by its words, then the store finds what the Core's rule finds, ranked the same"
    )
    func marksSeparateWords() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "test")
            var content = Sample.content
            Self.hostileEvents.forEach { content[Event.self].upsert($0) }
            try store.saveConvention(
                StoredConvention(
                    conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content))

            for words in [["a"], ["b"], ["ann", "fox"], ["bo"], ["n"], ["break"], ["hostile", "the"], ["nul"]] {
                let query = EventQuery(words: words, order: .relevance)
                #expect(
                    try store.events(matching: query, in: .everything).events.map(\.id)
                        == content.events(matching: query).events.map(\.id), "\(words)")
            }
        }
    }

    @Test(
        "Given a convention large enough to be read side by side (25,000 events, two conventions in the file), when loaded whole, then each reads back exactly"
    )
    func largeLoadsReadSideBySide() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            let large = SyntheticConvention.stored(events: 25_000)
            let small = SyntheticConvention.stored(events: 300, titleSuffix: " (small)")
            try ConbookDatabase(fileURL: file).store(for: "small").saveConvention(small)
            try ConbookDatabase(fileURL: file).store(for: "large").saveConvention(large)

            let database = try ConbookDatabase(fileURL: file)

            #expect(try database.store(for: "large").loadConvention() == large)
            #expect(try database.store(for: "small").loadConvention() == small)
        }
    }
}
