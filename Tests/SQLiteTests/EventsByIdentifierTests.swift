import ConbookCore
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// A few events named by identifier (an event's page, the favourites, the hidden ones) are looked
/// up on the convention's key, whatever the other conditions and the order asked: the work does not
/// grow with the convention. SQLite's planner, left to choose, walked a whole schedule index
/// instead (at 100k events, 12 ms for one event).
@Suite("SQLite: events read by identifier")
@MainActor
struct EventsByIdentifierTests {
    private typealias Sample = SampleConvention

    /// Events present at either size, and one that is not in the convention.
    private static let few: Set<Event.ID> = ["event-3", "event-50", "event-97", "event-99999"]

    /// Each read of a few events by identifier, as the Core asks for them.
    private static let reads: [(name: String, read: (SQLiteConventionStore) throws -> Void)] = [
        ("one event by its key", { _ = try $0.entities(EntitySelection<Event>.ids(["event-50"])) }),
        ("one event as a query", { _ = try $0.events(matching: EventQuery(ids: ["event-50"]), in: .everything) }),
        ("a few, every one", { _ = try $0.events(matching: EventQuery(ids: few), in: .everything) }),
        (
            "a few on a day, a first page",
            { _ = try $0.events(matching: EventQuery(day: Sample.day1.id, ids: few), in: PageRange(offset: 0, limit: 50)) }
        ),
        (
            "a few, the hidden left out, from an offset",
            {
                _ = try $0.events(
                    matching: EventQuery(ids: few).leavingOut(HiddenItems(events: ["event-3"])),
                    in: PageRange(offset: 1, limit: 1))
            }
        ),
    ]

    @Test(
        "Given 100 events and 2,000, when a few events are read by identifier (alone, on a day, the hidden left out, a page), then SQLite runs as many steps at both sizes and the answer is the Core's rule"
    )
    func fewIdentifiersAreLookedUp() throws {
        let small = try steps(events: 100)
        let large = try steps(events: 2_000)

        for (name, _) in Self.reads {
            #expect(large[name] == small[name], "\(name): \(small[name] ?? 0) steps at 100 events, \(large[name] ?? 0) at 2,000")
        }
    }

    @Test(
        "Given events whose identifiers hold quotes, backslashes, slashes, control characters and non-ASCII text, when each is read by identifier, then each is found, and only it"
    )
    func awkwardIdentifiersAreFound() throws {
        let awkward = [
            "a\"b", "back\\slash", "a/b", "line\nbreak", "tab\tcr\r", "bell\u{7}\u{1F}", "\u{8}\u{C}", "é😀\u{2028}", "[\"x\"]",
            "", " ",
        ]
        try withTemporaryDirectory { directory in
            var stored = SyntheticConvention.stored(events: 3)
            stored.content[Event.self] = EntityTable(
                awkward.enumerated().map { index, id in
                    var event = SyntheticConvention.event(index)
                    event.id = Event.ID(id)
                    return event
                })
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "many")
            try store.saveConvention(stored)

            for id in awkward.map({ Event.ID($0) }) {
                #expect(try store.entities(EntitySelection<Event>.ids([id])).map(\.id) == [id], "\(id.rawValue.debugDescription)")
                #expect(try store.events(matching: EventQuery(ids: [id]), in: .everything).events.map(\.id) == [id])
            }
            let two: Set<Event.ID> = ["a\"b", "a/b"]
            #expect(Set(try store.events(matching: EventQuery(ids: two), in: .everything).events.map(\.id)) == two)
        }
    }

    /// The steps of each read over a store of `count` synthetic events, each read checked against
    /// the Core's rule first.
    private func steps(events count: Int) throws -> [String: Int] {
        try withTemporaryDirectory { directory in
            let stored = SyntheticConvention.stored(events: count)
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "many")
            try store.saveConvention(stored)
            for query in [EventQuery(ids: Self.few), EventQuery(ids: Self.few).leavingOut(HiddenItems(events: ["event-3"]))] {
                for range in [PageRange.everything, PageRange(offset: 1, limit: 1)] {
                    #expect(try store.events(matching: query, in: range) == stored.content.events(matching: query, in: range))
                }
            }
            #expect(try store.entities(EntitySelection<Event>.ids(["event-50"])).map(\.id) == ["event-50"])

            var steps: [String: Int] = [:]
            for (name, read) in Self.reads {
                try read(store)
                steps[name] = store.lastReadStepCount
            }
            return steps
        }
    }
}
