import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite events' abstracts and descriptions kept once")
@MainActor
struct EventTextStorageTests {
    private typealias Sample = SampleConvention

    /// A long description no other text of the file repeats.
    private static let longDescription = (1...12).map { "Paragraph \($0): the Zyzzyva Parade walks past hall \($0 * 7)." }
        .joined(separator: "\n\n")

    /// A long abstract its event's description repeats word for word.
    private static let repeatedAbstract = String(repeating: "Quokka-themed games, all welcome; ", count: 6)

    /// Events whose descriptions are long, the same text as their abstract (long, short and empty),
    /// short, non-Latin, just under and over the length kept compressed, or hard to compress.
    private static let events: [Event] = {
        var random = SeededGenerator(seed: 0xDE5C)
        let scrambled = String(
            (0..<300).map { _ in Character(Unicode.Scalar(UInt8(33 + random.next(below: 94)))) })
        let descriptions: [(abstract: String, description: String)] = [
            ("A parade.", longDescription),
            (repeatedAbstract, repeatedAbstract),
            ("Same short text.", "Same short text."),
            ("", ""),
            ("An abstract.", ""),
            ("", "A description without an abstract."),
            ("Short.", "Short, but not the abstract."),
            ("Emoji.", String(repeating: "🦊 Füchse tanzen, 狐が踊る. ", count: 20)),
            ("Under.", String(repeating: "x", count: 127)),
            ("At.", String(repeating: "y", count: 128)),
            ("Scrambled.", scrambled),
        ]
        return descriptions.enumerated().map { index, texts in
            let start = Sample.local(Sample.day2, 9, index)
            return Event(
                id: Event.ID("described-\(index)"), title: "Described \(index)", abstract: texts.abstract,
                description: texts.description, dayID: Sample.day2.id, roomID: Sample.mainStage.id,
                trackID: Sample.stageTrack.id, start: start, end: start.advanced(by: .seconds(900)))
        }
    }()

    private static func convention() -> StoredConvention {
        var content = Sample.content
        events.forEach { content[Event.self].upsert($0) }
        return StoredConvention(conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content)
    }

    /// A database file in a directory holding `convention()` as `test`.
    private static func savedFile(in directory: URL) throws -> URL {
        let file = directory.appending(path: "conbook.sqlite")
        try ConbookDatabase(fileURL: file).store(for: "test").saveConvention(convention())
        return file
    }

    private static func occurrences(of text: String, in bytes: Data) -> Int {
        bytes.ranges(of: Data(text.utf8)).count
    }

    /// The distinct abstracts and descriptions of a convention's events.
    private static func distinctTexts(of convention: StoredConvention) -> Set<String> {
        Set(convention.content[Event.self].all.flatMap { [$0.abstract, $0.description] })
    }

    /// Expects the file to keep each distinct text of the convention once, each with as many uses
    /// as the events' abstracts and descriptions make of it, and no text nothing uses.
    private static func expectTextsKeptOnce(
        of convention: StoredConvention, in file: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(
            try RawSQLite.integer("SELECT count(*) FROM event_texts", in: file) == distinctTexts(of: convention).count,
            sourceLocation: sourceLocation)
        #expect(try KeptTextUses.miscounted(in: file) == 0, sourceLocation: sourceLocation)
        #expect(
            try RawSQLite.integer(
                """
                SELECT count(*) FROM events WHERE abstract_id NOT IN (SELECT id FROM event_texts)
                    OR description_id NOT IN (SELECT id FROM event_texts)
                """, in: file) == 0, sourceLocation: sourceLocation)
    }

    @Test(
        "Given events whose descriptions are long, repeat their abstract, are empty, short, non-Latin or hard to compress, when saved and read back whole and as a page, then each is unchanged"
    )
    func descriptionsReadBackUnchanged() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)

            let store = try ConbookDatabase(fileURL: file).store(for: "test")
            let loaded = try #require(try store.loadConvention())
            let page = try store.events(matching: EventQuery(day: Sample.day2.id), in: .everything)

            for event in Self.events {
                #expect(loaded.content[Event.self][event.id] == event)
                #expect(page.events.first { $0.id == event.id } == event)
            }
        }
    }

    @Test(
        "Given events whose descriptions repeat their abstract or another event's texts, when saved, then each distinct text is kept once (a long one compressed, so the file does not hold it as it is) and counted as often as events use it"
    )
    func repeatedTextsAreKeptOnce() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)

            try Self.expectTextsKeptOnce(of: Self.convention(), in: file)
            let bytes = try RawSQLite.storedBytes(of: file)
            #expect(Self.occurrences(of: Self.longDescription, in: bytes) == 0)
            #expect(Self.occurrences(of: "Same short text.", in: bytes) == 1)
            #expect(Self.occurrences(of: "Short, but not the abstract.", in: bytes) == 1)
            #expect(
                try RawSQLite.integer(
                    "SELECT uses FROM event_texts WHERE id = (SELECT abstract_id FROM events WHERE id = 'described-2')",
                    in: file) == 2)
        }
    }

    @Test(
        "Given events whose abstracts spell é as one scalar and as two (the same text to Swift), when saved and read back whole and as a page, then each keeps its own bytes, and the file keeps both spellings"
    )
    func textsKeepTheirOwnBytes() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            var convention = Self.convention()
            let spellings = ["Caf\u{E9} at noon", "Cafe\u{301} at noon"]
            #expect(spellings[0] == spellings[1])
            for (index, spelling) in spellings.enumerated() {
                let start = Sample.local(Sample.day3, 10, index)
                convention.content[Event.self].upsert(
                    Event(
                        id: Event.ID("spelled-\(index)"), title: "Spelled \(index)", abstract: spelling,
                        description: spelling + " Long.", dayID: Sample.day3.id, roomID: Sample.mainStage.id,
                        trackID: Sample.stageTrack.id, start: start, end: start.advanced(by: .seconds(600))))
            }
            let store = try ConbookDatabase(fileURL: file).store(for: "test")
            try store.saveConvention(convention)

            let loaded = try #require(try ConbookDatabase(fileURL: file).store(for: "test").loadConvention())
            let page = try store.events(matching: EventQuery(day: Sample.day3.id), in: .everything)

            for (index, spelling) in spellings.enumerated() {
                let id = Event.ID("spelled-\(index)")
                #expect(loaded.content[Event.self][id].map { Array($0.abstract.utf8) } == Array(spelling.utf8))
                #expect(loaded.content[Event.self][id].map { Array($0.description.utf8) } == Array((spelling + " Long.").utf8))
                #expect(page.events.first { $0.id == id }.map { Array($0.abstract.utf8) } == Array(spelling.utf8))
            }
            #expect(
                try RawSQLite.integer("SELECT count(*) FROM event_texts WHERE text LIKE 'Caf%at noon'", in: file) == 2)
        }
    }

    @Test(
        "Given 40 different texts of 16 bytes that share one digest (as a hostile source could make them), when saved as abstracts and descriptions, changed by a sync and read back, then each event keeps its own texts, and every text kept (some twice: a text is compared with a few of its digest only) is counted right"
    )
    func textsOfOneDigestAreToldApart() throws {
        let colliding = CollidingTexts.sixteenBytes(count: 40)
        #expect(Set(colliding).count == 40)
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            var convention = Self.convention()
            for (index, text) in colliding.enumerated() {
                let start = Sample.local(Sample.day3, 12, index)
                convention.content[Event.self].upsert(
                    Event(
                        id: Event.ID("colliding-\(index)"), title: "Colliding \(index)", abstract: text,
                        description: colliding[(index + 1) % colliding.count], dayID: Sample.day3.id,
                        roomID: Sample.mainStage.id, trackID: Sample.stageTrack.id, start: start,
                        end: start.advanced(by: .seconds(600))))
            }
            let store = try ConbookDatabase(fileURL: file).store(for: "test")
            try store.saveConvention(convention)
            #expect(try ConbookDatabase(fileURL: file).store(for: "test").loadConvention() == convention)
            #expect(
                try RawSQLite.integer(
                    "SELECT count(DISTINCT digest) FROM event_texts WHERE id IN (SELECT abstract_id FROM events WHERE id LIKE 'colliding-%')",
                    in: file) == 1)

            for index in stride(from: 0, to: colliding.count, by: 3) {
                var event = try #require(convention.content[Event.self][Event.ID("colliding-\(index)")])
                event.description = colliding[(index + 7) % colliding.count]
                convention.content[Event.self].upsert(event)
            }
            try store.saveConvention(convention)

            let loaded = try #require(try ConbookDatabase(fileURL: file).store(for: "test").loadConvention())
            for event in convention.content[Event.self].all {
                #expect(
                    loaded.content[Event.self][event.id].map { Array($0.description.utf8) } == Array(event.description.utf8))
                #expect(loaded.content[Event.self][event.id].map { Array($0.abstract.utf8) } == Array(event.abstract.utf8))
            }
            let kept = try #require(try RawSQLite.integer("SELECT count(*) FROM event_texts", in: file))
            #expect(kept <= Self.distinctTexts(of: convention).count + colliding.count)
            #expect(try KeptTextUses.miscounted(in: file) == 0)
        }
    }

    @Test(
        "Given stored events sharing texts, when later syncs change a description, take an event away, add one that repeats a kept text, make a description its abstract's text and bring an old text back, then each save reads back as it was saved, and the file keeps each text in use once, counted right, and none that nothing uses"
    )
    func textsFollowEveryChange() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)
            let store = try ConbookDatabase(fileURL: file).store(for: "test")
            var convention = Self.convention()
            let changes: [(inout ConventionContent) -> Void] = [
                { $0[Event.self].upsert(Self.revised("described-0", in: $0) { $0.description = "A new description." }) },
                { $0[Event.self].remove(Event.ID("described-1")) },
                {
                    var added = Self.events[5]
                    added.id = "described-again"
                    $0[Event.self].upsert(added)
                },
                { $0[Event.self].upsert(Self.revised("described-6", in: $0) { $0.description = $0.abstract }) },
                { $0[Event.self].upsert(Self.revised("described-0", in: $0) { $0.description = Self.longDescription }) },
                { $0[Event.self].upsert(Self.events[1]) },
            ]

            for (step, change) in changes.enumerated() {
                change(&convention.content)
                try store.saveConvention(convention)

                let reopened = try ConbookDatabase(fileURL: file).store(for: "test")
                #expect(try reopened.loadConvention() == convention, "after change \(step + 1)")
                try Self.expectTextsKeptOnce(of: convention, in: file)
            }
        }
    }

    @Test(
        "Given 1,200 stored events (more than a write names one by one), when a sync changes every description and then takes every event away, then each save reads back as saved and the file keeps exactly the texts in use"
    )
    func textsFollowAWholeConventionChanging() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            let store = try ConbookDatabase(fileURL: file).store(for: "test")
            var convention = Self.convention()
            let many = (0..<1_200).map { index in
                let start = Sample.local(Sample.day3, 8, index % 60)
                return Event(
                    id: Event.ID("many-\(index)"), title: "Many \(index)", abstract: "Abstract \(index % 7).",
                    description: "Description \(index % 11), " + String(repeating: "long enough to keep compressed. ", count: 5),
                    dayID: Sample.day3.id, roomID: Sample.mainStage.id, trackID: Sample.stageTrack.id, start: start,
                    end: start.advanced(by: .seconds(600)))
            }
            many.forEach { convention.content[Event.self].upsert($0) }
            try store.saveConvention(convention)
            try Self.expectTextsKeptOnce(of: convention, in: file)

            for var event in many {
                event.description = "Changed \(event.id.rawValue.count % 3)."
                convention.content[Event.self].upsert(event)
            }
            try store.saveConvention(convention)
            #expect(try ConbookDatabase(fileURL: file).store(for: "test").loadConvention() == convention)
            try Self.expectTextsKeptOnce(of: convention, in: file)

            for event in convention.content[Event.self].all {
                convention.content[Event.self].remove(event.id)
            }
            try store.saveConvention(convention)
            #expect(try RawSQLite.integer("SELECT count(*) FROM event_texts", in: file) == 0)
        }
    }

    @Test(
        "Given two conventions in one file whose events share texts, when one is removed, then its texts go with it and the other still reads unchanged"
    )
    func removingAConventionTakesItsTexts() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)
            let database = try ConbookDatabase(fileURL: file)
            try database.store(for: "other").saveConvention(Self.convention())
            #expect(
                try RawSQLite.integer("SELECT count(*) FROM event_texts", in: file)
                    == 2 * Self.distinctTexts(of: Self.convention()).count)

            try database.removeConvention(named: "test")

            #expect(try database.store(for: "other").loadConvention() == Self.convention())
            try Self.expectTextsKeptOnce(of: Self.convention(), in: file)
        }
    }

    @Test(
        "Given a stored long description whose compressed bytes are damaged (cut short, changed, lengthened, emptied, claiming a huge size), when the events are read, then the read fails naming the event's description, and favourites and the outline still read"
    )
    func damagedDescriptionsFailClearly() throws {
        let damages = [
            "substr(text, 1, length(text) / 2)", "CAST(x'80808080' || text AS BLOB)",
            "CAST(substr(text, 1, 30) || x'00' || substr(text, 32) AS BLOB)", "CAST(text || x'00' AS BLOB)",
            "x''", "x'28b52ffd60ffffffff0f00'", "x'ffffffff0f00'",
        ]
        for damage in damages {
            try withTemporaryDirectory { directory in
                let file = try Self.savedFile(in: directory)
                try ConbookDatabase(fileURL: file).store(for: "test").saveFavourites(["described-0"])
                try RawSQLite.changeOneRow(
                    "UPDATE event_texts SET text = \(damage) WHERE id = (SELECT description_id FROM events WHERE id = 'described-0')",
                    in: file)

                let reopened = try ConbookDatabase(fileURL: file).store(for: "test")

                #expect(try reopened.loadFavourites() == ["described-0"])
                #expect(try reopened.loadOutline()?[Day.self].isEmpty == false)
                #expect {
                    try reopened.events(matching: .all, in: .everything)
                } throws: { error in
                    guard case .unreadable(_, let reason) = error as? StoreError else { return false }
                    return reason.contains("description of event described-0") && reason.contains("compressed")
                }
            }
        }
    }

    @Test(
        "Given an event whose kept abstract was deleted behind the store's back, when the events are read, then the read fails naming the event's abstract as missing"
    )
    func missingTextsFailClearly() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)
            try RawSQLite.changeOneRow(
                "DELETE FROM event_texts WHERE id = (SELECT abstract_id FROM events WHERE id = 'described-0')", in: file)

            let reopened = try ConbookDatabase(fileURL: file).store(for: "test")

            #expect {
                try reopened.loadConvention()
            } throws: { error in
                guard case .unreadable(_, let reason) = error as? StoreError else { return false }
                return reason.contains("abstract of event described-0") && reason.contains("missing")
            }
        }
    }

    @Test(
        "Given a kept long abstract whose compressed bytes are damaged, when a sync changes its event, then the save fails saying a kept text is damaged and the file stays as it was"
    )
    func damagedAbstractsFailASaveWithoutLoss() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)
            try RawSQLite.changeOneRow(
                """
                UPDATE event_texts SET text = CAST(x'80808080' || text AS BLOB)
                WHERE id = (SELECT abstract_id FROM events WHERE id = 'described-1')
                """, in: file)
            let before = try RawSQLite.storedBytes(of: file)
            let store = try ConbookDatabase(fileURL: file).store(for: "test")
            var convention = Self.convention()
            convention.content[Event.self].upsert(Self.revised("described-1", in: convention.content) { $0.title = "Renamed" })

            #expect {
                try store.saveConvention(convention)
            } throws: { error in
                String(describing: error).contains("kept text") && String(describing: error).contains("damaged")
            }
            #expect(try store.loadFavourites().isEmpty)
            #expect(try store.events(matching: EventQuery(day: Sample.day3.id), in: .everything).events.isEmpty == false)
            #expect(try RawSQLite.storedBytes(of: file) == before)
        }
    }

    @Test(
        "Given a stored long description, when any one of its compressed bytes is changed, then reading the events either fails naming that description or gives it unchanged, never another text"
    )
    func everyChangedByteIsCaught() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)
            let kept = "(SELECT description_id FROM events WHERE id = 'described-0')"
            try RawSQLite.execute("CREATE TABLE kept AS SELECT text FROM event_texts WHERE id = \(kept)", in: file)
            let length = try #require(try RawSQLite.integer("SELECT length(text) FROM kept", in: file))
            #expect(length > 100)

            for position in 1...length {
                try RawSQLite.changeOneRow(
                    """
                    UPDATE event_texts SET text = (
                        SELECT CAST(substr(text, 1, \(position - 1))
                            || CASE WHEN substr(text, \(position), 1) = x'00' THEN x'01' ELSE x'00' END
                            || substr(text, \(position + 1)) AS BLOB) FROM kept)
                    WHERE id = \(kept)
                    """, in: file)
                let store = try ConbookDatabase(fileURL: file).store(for: "test")
                do {
                    let page = try store.events(matching: .all, in: .everything)
                    #expect(page.events.first { $0.id == "described-0" }?.description == Self.longDescription, "byte \(position)")
                } catch let error as StoreError {
                    guard case .unreadable(_, let reason) = error else { throw error }
                    #expect(reason.contains("description of event described-0"), "byte \(position): \(reason)")
                }
            }
        }
    }

    /// An event of the content, changed.
    private static func revised(_ id: String, in content: ConventionContent, _ change: (inout Event) -> Void) -> Event {
        guard var event = content[Event.self][Event.ID(id)] else {
            Issue.record("no event \(id)")
            return Self.events[0]
        }
        change(&event)
        return event
    }
}
