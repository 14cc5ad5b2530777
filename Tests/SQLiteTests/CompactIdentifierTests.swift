import ConbookCore
import ConbookEurofurence
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite events' identifiers kept compact")
@MainActor
struct CompactIdentifierTests {
    private typealias Sample = SampleConvention

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/eurofurence")

    /// The EF26 convention (every identifier a UUID in lower case) as a first sync stores it.
    private static func storeEurofurence(in store: SQLiteConventionStore) async throws -> StoredConvention {
        let sync = try EurofurenceSyncDecoder().decode(
            try Data(contentsOf: fixtures.appending(path: "EF26_Full_Sync_Response.json")))
        let conbook = try Conbook(
            api: StubConventionAPI(answering: sync), store: store, clock: ControllableClock(now: Sample.serverTime),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
        _ = await conbook.refreshConvention.refresh()
        return try #require(try store.loadConvention())
    }

    @Test(
        "Given the EF26 convention stored (every identifier a UUID), when its events are asked for by day, room, track, identifiers, hidden items, words and references (images too), then each page and selection is what the Core's rules give, and so are the outline and the hosts; the file holds no event's identifier as text"
    )
    func queriesAgreeWithTheCore() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "ef")
            let whole = try await Self.storeEurofurence(in: store)
            let content = whole.content
            let events = content[Event.self].all.sorted { $0.id.rawValue < $1.id.rawValue }
            #expect(events.count == 210)
            let some = Set(events.prefix(7).map(\.id))
            let hiding = HiddenItems(events: some, rooms: [events[20].roomID], tracks: [events[30].trackID])
            var hidden = EventQuery()
            hidden.hiding = hiding
            let queries: [(String, EventQuery)] = [
                ("a day", EventQuery(day: events[0].dayID)),
                ("a room", EventQuery(room: events[1].roomID)),
                ("a track", EventQuery(track: events[2].trackID)),
                ("some events", EventQuery(ids: some)),
                ("many events", EventQuery(ids: Set(events.prefix(300).map(\.id)))),
                ("hidden items", hidden),
                ("words", EventQuery(words: ["fur"], order: .relevance)),
            ]

            for (name, query) in queries {
                #expect(try store.events(matching: query, in: .everything) == content.events(matching: query), "\(name)")
                let page = PageRange(offset: 3, limit: 5)
                #expect(try store.events(matching: query, in: page) == content.events(matching: query, in: page), "\(name)")
            }
            let selections: [EntitySelection<Event>] = [
                .ids(some), .referring(to: AnyEntityKind(Day.self), ids: [events[0].dayID.rawValue]),
                .referring(to: AnyEntityKind(Room.self), ids: [events[1].roomID.rawValue, "not-a-room"]),
                .referring(to: AnyEntityKind(Track.self), ids: [events[2].trackID.rawValue]),
                .referring(
                    to: AnyEntityKind(ImageReference.self),
                    ids: Set(events.compactMap { $0.bannerImageID?.rawValue ?? $0.posterImageID?.rawValue }.prefix(3))),
            ]
            #expect(events.contains { $0.bannerImageID != nil } && events.contains { $0.posterImageID != nil })
            for selection in selections {
                #expect(
                    Set(try store.entities(selection)) == Set(content.entities(selection)), "\(selection)")
            }
            #expect(try store.loadOutline() == ConventionOutline(of: whole))
            #expect(Set(try store.eventHosts()) == Set(content.eventHosts()))
            let file = directory.appending(path: "conbook.sqlite")
            let bytes = try RawSQLite.storedBytes(of: file)
            // Other kinds may name an event in their own texts (one of EF26's images does).
            let otherTexts = String(describing: content[ImageReference.self].all)
            let written = events.prefix(20).filter { bytes.firstRange(of: Data($0.id.rawValue.utf8)) != nil }
            #expect(written.allSatisfy { otherTexts.contains($0.id.rawValue) })
        }
    }

    @Test(
        "Given events whose identifiers look like UUIDs but are not one in lower case (upper case, braces, a character short or long, not hexadecimal), beside the same UUID in lower case, when saved, asked for and loaded, then each keeps its identifier exactly and none is taken for another"
    )
    func lookalikesKeepTheirSpelling() throws {
        try withTemporaryDirectory { directory in
            let uuid = "76430fe0-ece7-48c9-b8e6-fdbc3974ff64"
            let spellings = [
                uuid, uuid.uppercased(), "{\(uuid)}", String(uuid.dropLast()), uuid + "0",
                "76430fe0-ece7-48c9-b8e6-fdbc3974ffg4", "76430fe0+ece7-48c9-b8e6-fdbc3974ff64",
                "76430fe0ece748c9b8e6fdbc3974ff6400000",
            ]
            let events = spellings.enumerated().map { index, spelling in
                let start = Sample.local(Sample.day1, 14, index)
                return Event(
                    id: Event.ID(spelling), title: "Look-alike \(index)", dayID: Day.ID(spellings[(index + 1) % spellings.count]),
                    roomID: Room.ID(spellings[(index + 2) % spellings.count]), trackID: Sample.stageTrack.id, start: start,
                    end: start.advanced(by: .seconds(600)), bannerImageID: ImageReference.ID(spelling))
            }
            var content = Sample.content
            events.forEach { content[Event.self].upsert($0) }
            let convention = StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content)
            let file = directory.appending(path: "conbook.sqlite")
            try ConbookDatabase(fileURL: file).store(for: "test").saveConvention(convention)

            let store = try ConbookDatabase(fileURL: file).store(for: "test")

            #expect(try store.loadConvention() == convention)
            for event in events {
                #expect(try store.events(matching: EventQuery(ids: [event.id]), in: .everything).events == [event])
                #expect(
                    try store.events(matching: EventQuery(day: event.dayID), in: .everything)
                        == content.events(matching: EventQuery(day: event.dayID)))
                #expect(
                    try store.entities(
                        EntitySelection<Event>.referring(to: AnyEntityKind(Room.self), ids: [event.roomID.rawValue]))
                        == [events.first { $0.roomID == event.roomID }!])
            }
        }
    }
}
