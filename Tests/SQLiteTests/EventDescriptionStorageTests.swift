import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite events' descriptions kept compressed or once")
@MainActor
struct EventDescriptionStorageTests {
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
        "Given an event with a long description and one whose description repeats its abstract, when saved, then the file holds neither the long description's text nor a repeated abstract twice"
    )
    func longDescriptionsTakeFewerBytes() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)

            let bytes = try RawSQLite.storedBytes(of: file)
            #expect(Self.occurrences(of: Self.longDescription, in: bytes) == 0)
            #expect(Self.occurrences(of: Self.repeatedAbstract, in: bytes) == 1)
            #expect(Self.occurrences(of: "Same short text.", in: bytes) == 1)
            #expect(Self.occurrences(of: "Short, but not the abstract.", in: bytes) == 1)
        }
    }

    @Test(
        "Given a stored long description whose compressed bytes are damaged (cut short, changed, lengthened, claiming a huge size), when the events are read, then the read fails naming the event's description, and favourites and the outline still read"
    )
    func damagedDescriptionsFailClearly() throws {
        let damages = [
            "substr(description, 1, length(description) / 2)", "CAST(x'80808080' || description AS BLOB)",
            "CAST(substr(description, 1, 30) || x'00' || substr(description, 32) AS BLOB)",
            "CAST(description || x'00' AS BLOB)", "x'28b52ffd60ffffffff0f00'", "x'ffffffff0f00'",
        ]
        for damage in damages {
            try withTemporaryDirectory { directory in
                let file = try Self.savedFile(in: directory)
                try ConbookDatabase(fileURL: file).store(for: "test").saveFavourites(["described-0"])
                try RawSQLite.changeOneRow("UPDATE events SET description = \(damage) WHERE id = 'described-0'", in: file)

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
        "Given a stored long description, when any one of its compressed bytes is changed, then reading the events either fails naming that description or gives it unchanged, never another text"
    )
    func everyChangedByteIsCaught() throws {
        try withTemporaryDirectory { directory in
            let file = try Self.savedFile(in: directory)
            try RawSQLite.execute("CREATE TABLE kept AS SELECT description FROM events WHERE id = 'described-0'", in: file)
            let length = try #require(try RawSQLite.integer("SELECT length(description) FROM kept", in: file))
            #expect(length > 100)

            for position in 1...length {
                try RawSQLite.changeOneRow(
                    """
                    UPDATE events SET description = (
                        SELECT CAST(substr(description, 1, \(position - 1))
                            || CASE WHEN substr(description, \(position), 1) = x'00' THEN x'01' ELSE x'00' END
                            || substr(description, \(position + 1)) AS BLOB) FROM kept)
                    WHERE id = 'described-0'
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
}
