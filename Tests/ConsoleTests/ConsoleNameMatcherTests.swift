import ConbookConsole
import Testing

@Suite("Matching typed names to options")
struct ConsoleNameMatcherTests {
    let matcher = ConsoleNameMatcher(kind: .kindRoom)
    let rooms = ["Main Stage", "Panel Room", "Panel Room 2", "Art Show", "Dealers' Den"]

    @Test("Given an exact name in another case, when matched, then it wins over longer names it starts")
    func prefersExactMatches() throws {
        #expect(try matcher.index(of: "panel room", in: rooms) == 1)
    }

    @Test("Given the start of only one name, when matched, then that name is chosen")
    func acceptsUniquePrefixes() throws {
        #expect(try matcher.index(of: "ma", in: rooms) == 0)
        #expect(try matcher.index(of: "DEAL", in: rooms) == 4)
    }

    @Test("Given the start of one name that is also a part of another, when matched, then the name it starts wins")
    func prefersStartsOverParts() throws {
        #expect(try matcher.index(of: "art", in: ["Creating Art", "Art Show", "Party"]) == 1)
    }

    @Test("Given a part of only one name, when matched, then that name is chosen")
    func acceptsUniqueSubstrings() throws {
        #expect(try matcher.index(of: "show", in: rooms) == 3)
    }

    @Test("Given the start of several names, when matched, then the error lists them")
    func refusesAmbiguousNames() {
        #expect(
            throws: ConsoleCommandError.ambiguous(
                kind: .init(.kindRoom), query: "pan", candidates: ["Panel Room", "Panel Room 2"])
        ) {
            try matcher.index(of: "pan", in: rooms)
        }
        #expect(
            ConsoleCommandError.ambiguous(kind: .init(.kindRoom), query: "pan", candidates: ["Panel Room", "Panel Room 2"])
                .description == "“pan” matches several rooms: Panel Room, Panel Room 2. Type more of the name.")
    }

    @Test("Given a name matching nothing, when matched, then the error lists every option")
    func refusesUnknownNames() {
        #expect(throws: ConsoleCommandError.noMatch(kind: .init(.kindRoom), query: "pool", options: rooms)) {
            try matcher.index(of: "pool", in: rooms)
        }
        #expect(
            ConsoleCommandError.noMatch(kind: .init(.kindRoom), query: "pool", options: ["Main Stage", "Panel Room"]).description
                == "No room matches “pool”. The rooms are: Main Stage, Panel Room.")
    }
}
