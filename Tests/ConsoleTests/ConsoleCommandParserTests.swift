import ConbookConsole
import Testing

@Suite("Console command language")
struct ConsoleCommandParserTests {
    let parser = ConsoleCommandParser()

    @Test("Given commands in any case, when parsed, then each gives its command with the text as typed")
    func parsesEveryCommand() throws {
        #expect(try parser.parse("TAB Schedule") == .tab("Schedule"))
        #expect(try parser.parse("  back  ") == .back)
        #expect(try parser.parse("help") == .help)
        #expect(try parser.parse("quit") == .quit)
        #expect(try parser.parse("select 3") == .scene(.select(3)))
        #expect(try parser.parse("3") == .scene(.select(3)))
        #expect(try parser.parse("favourite") == .scene(.toggleFavourite))
        #expect(try parser.parse("favorite") == .scene(.toggleFavourite))
        #expect(try parser.parse("search Drawing  Paws") == .scene(.search("Drawing  Paws")))
        #expect(try parser.parse("search") == .scene(.search("")))
        #expect(try parser.parse("day 2") == .scene(.day(2)))
        #expect(try parser.parse("filter track Art Show") == .scene(.filterTrack("Art Show")))
        #expect(try parser.parse("filter track") == .scene(.filterTrack(nil)))
        #expect(try parser.parse("filter room panel") == .scene(.filterRoom("panel")))
        #expect(try parser.parse("filter favourites") == .scene(.toggleFavouritesOnly))
        #expect(try parser.parse("filter none") == .scene(.clearFilters))
        #expect(try parser.parse("refresh") == .scene(.refresh))
        #expect(try parser.parse("cancel") == .scene(.cancel))
        #expect(try parser.parse("read") == .scene(.markAnnouncementsRead))
        #expect(try parser.parse("next") == .scene(.nextPage))
        #expect(try parser.parse("More") == .scene(.nextPage))
        #expect(try parser.parse("previous") == .scene(.previousPage))
        #expect(try parser.parse("prev") == .scene(.previousPage))
        #expect(try parser.parse("page 3") == .scene(.page(3)))
    }

    @Test("Given `page` with a number out of range, when parsed, then the scene is left to say which pages exist")
    func passesPageNumbersOn() throws {
        #expect(try parser.parse("page 0") == .scene(.page(0)))
        #expect(try parser.parse("page 999") == .scene(.page(999)))
    }

    @Test("Given `page` without a number or `next` with one, when parsed, then the error says what the command needs")
    func rejectsBadPageCommands() {
        #expect(throws: ConsoleCommandError.invalidArguments(
            command: "page", expected: "the number of a page", example: "page 2")) { try parser.parse("page") }
        #expect(throws: ConsoleCommandError.invalidArguments(
            command: "page", expected: "the number of a page", example: "page 2")) { try parser.parse("page two") }
        #expect(throws: ConsoleCommandError.invalidArguments(
            command: "next", expected: "nothing after it", example: "next")) { try parser.parse("next 2") }
        #expect(throws: ConsoleCommandError.invalidArguments(
            command: "prev", expected: "nothing after it", example: "prev")) { try parser.parse("prev page") }
    }

    @Test("Given a blank line or a comment, when parsed, then there is no command")
    func ignoresBlankLinesAndComments() throws {
        #expect(try parser.parse("") == nil)
        #expect(try parser.parse("   ") == nil)
        #expect(try parser.parse("# select 3") == nil)
    }

    @Test("Given an unknown word, when parsed, then the error names it and points to help")
    func rejectsUnknownCommands() {
        #expect(throws: ConsoleCommandError.unknownCommand("frobnicate")) { try parser.parse("frobnicate 2") }
        #expect(
            ConsoleCommandError.unknownCommand("frobnicate").description
                == "Unknown command “frobnicate”. Type `help` to list the commands.")
    }

    @Test("Given a missing or bad number, when parsed, then the error says what the command needs")
    func rejectsBadNumbers() {
        for line in ["select", "select two", "select 0", "select -1", "day", "day 1.5"] {
            #expect(throws: ConsoleCommandError.self) { try parser.parse(line) }
        }
        do {
            _ = try parser.parse("select two")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "`select` needs the number of a listed item, e.g. `select 2`.")
        }
    }

    @Test("Given arguments where none belong or an unknown filter, when parsed, then it is refused")
    func rejectsWrongArguments() {
        for line in ["back 2", "favourite now", "quit please", "filter", "filter colour red", "filter none now", "tab"] {
            #expect(throws: ConsoleCommandError.self, "\(line)") { try parser.parse(line) }
        }
    }
}
