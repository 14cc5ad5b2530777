import ConbookConsole
import Testing

@Suite("Console command language")
struct ConsoleCommandParserTests {
    let parser = ConsoleCommandParser()

    @Test("Given the global commands in any case, when parsed, then each gives its command with the text as typed")
    func parsesTheGlobalCommands() throws {
        #expect(try parser.parse("TAB Schedule") == .tab("Schedule"))
        #expect(try parser.parse("  back  ") == .back)
        #expect(try parser.parse("help") == .help)
        #expect(try parser.parse("?") == .help)
        #expect(try parser.parse("quit") == .quit)
        #expect(try parser.parse("exit") == .quit)
        #expect(try parser.parse("Refresh") == .refresh)
    }

    @Test("Given any other word, when parsed, then it is left to the scenes: its word in lower case, the rest as typed")
    func leavesOtherWordsToTheScenes() throws {
        #expect(
            try parser.parse("search Drawing  Paws") == .scene(ConsoleCommandLine(word: "search", arguments: "Drawing  Paws")))
        #expect(
            try parser.parse("FILTER track Art Show") == .scene(ConsoleCommandLine(word: "filter", arguments: "track Art Show")))
        #expect(try parser.parse("search") == .scene(ConsoleCommandLine(word: "search")))
        #expect(try parser.parse("frobnicate 2") == .scene(ConsoleCommandLine(word: "frobnicate", arguments: "2")))
    }

    @Test(
        "Given `open` with an address, when parsed, then it follows the link from anywhere; with a number or nothing it is the scene's"
    )
    func openAnAddressOrALink() throws {
        #expect(
            try parser.parse("open https://app.eurofurence.org/EF27/Web/Events/AbC")
                == .openLink("https://app.eurofurence.org/EF27/Web/Events/AbC"))
        #expect(try parser.parse("OPEN mailto:web@eurofurence.org") == .openLink("mailto:web@eurofurence.org"))
        #expect(try parser.parse("open 2") == .scene(ConsoleCommandLine(word: "open", arguments: "2")))
        #expect(try parser.parse("open") == .scene(ConsoleCommandLine(word: "open")))
    }

    @Test("Given a bare number, when parsed, then it reads as `select N`")
    func readsABareNumberAsSelect() throws {
        #expect(try parser.parse("3") == .scene(ConsoleCommandLine(word: "select", arguments: "3")))
        #expect(try parser.parse("0") == .scene(ConsoleCommandLine(word: "select", arguments: "0")))
        #expect(try parser.parse("-2") == .scene(ConsoleCommandLine(word: "select", arguments: "-2")))
        #expect(try parser.parse("3 4") == .scene(ConsoleCommandLine(word: "3", arguments: "4")))
    }

    @Test("Given a blank line or a comment, when parsed, then there is no command")
    func ignoresBlankLinesAndComments() throws {
        #expect(try parser.parse("") == nil)
        #expect(try parser.parse("   ") == nil)
        #expect(try parser.parse("# select 3") == nil)
        #expect(parser.isBlankOrComment("  # a comment"))
    }

    @Test("Given an unknown word, when its error is described, then it names it and points to help")
    func describesUnknownCommands() {
        #expect(
            ConsoleCommandError.unknownCommand("frobnicate").description
                == "Unknown command “frobnicate”. Type `help` to list the commands.")
    }

    @Test("Given arguments where none belong, or `tab` without a name, when parsed, then the error says what the command needs")
    func rejectsWrongArguments() {
        for line in ["back 2", "quit please", "help me", "refresh now", "tab"] {
            #expect(throws: ConsoleCommandError.self, "\(line)") { try parser.parse(line) }
        }
        #expect(throws: ConsoleCommandError.invalidArguments(command: "back", expected: "nothing after it", example: "back")) {
            try parser.parse("back 2")
        }
        #expect(
            throws: ConsoleCommandError.invalidArguments(
                command: "tab", expected: "the name of a section", example: "tab schedule")
        ) { try parser.parse("tab") }
    }
}
