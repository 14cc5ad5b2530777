import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Line editing at a terminal (libedit), end to end in tmux")
struct ConbookLineEditingTests {
    @Test(
        "Given a person at a terminal, when they recall commands with the up arrow and Ctrl-R, then those commands run again, and the commands are kept in a 0600 history file for the next session"
    )
    func historyAndRecall() throws {
        let home = try TemporaryDirectory()
        let terminal = try startConbook(in: home)
        #expect(try terminal.waitFor("conbook>"))

        try terminal.send("tab schedule", "Enter")
        #expect(try terminal.waitFor("Schedule: "))
        try terminal.send("tab news", "Enter")
        #expect(try terminal.waitUntil { Self.commands(in: $0) == ["tab schedule", "tab news", ""] })

        try terminal.send("Up", "Up", "Enter")
        #expect(try terminal.waitUntil { Self.commands(in: $0).count == 4 })
        #expect(Self.commands(in: try terminal.screen()) == ["tab schedule", "tab news", "tab schedule", ""])
        #expect(Self.sceneAfterCommand(2, in: try terminal.screen()).contains("Schedule: "))

        try terminal.send("C-r", "news")
        try terminal.send("Enter")
        #expect(try terminal.waitUntil { Self.commands(in: $0).count == 5 })
        #expect(Self.sceneAfterCommand(3, in: try terminal.screen()).contains("Today's favourites"))
        try terminal.send("quit", "Enter")
        #expect(try terminal.waitUntil { Self.commands(in: $0).last == "quit" })
        Thread.sleep(forTimeInterval: 0.3)

        let history = home.url.appending(path: "history")
        let text = try String(contentsOf: history, encoding: .utf8)
        #expect(
            text.components(separatedBy: "\n").filter { $0.hasPrefix("tab") } == [
                "tab\\040schedule", "tab\\040news", "tab\\040schedule", "tab\\040news",
            ])
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(
        "Given a person at a terminal, when they type letters beyond ASCII, then the command gets them whole, with a UTF-8 locale and without one",
        arguments: ["LANG=C.UTF-8", "LC_ALL=C.UTF-8", "env -u LANG -u LC_ALL -u LC_CTYPE"])
    func typedAccents(environment: String) throws {
        let home = try TemporaryDirectory()
        let terminal = try startConbook(in: home, environment: environment)
        #expect(try terminal.waitFor("conbook>"))

        try terminal.send("tab knowledge", "Enter")
        #expect(try terminal.waitFor("Knowledge: "))
        try terminal.send("search Jödicke", "Enter")
        #expect(try terminal.waitFor("1 entry found for “Jödicke”"))
        #expect(try terminal.screen().contains("Jojoe"))
        try terminal.send("search café ☕", "Enter")
        #expect(try terminal.waitFor("“café ☕”"))
    }

    @Test(
        "Given a person typing at the prompt, when they press Ctrl-C, then the line is abandoned and the prompt asks again; conbook goes on and the line is not kept in the history"
    )
    func controlCAbandonsTheLine() throws {
        let home = try TemporaryDirectory()
        let terminal = try startConbook(in: home)
        #expect(try terminal.waitFor("conbook>"))

        try terminal.send("tab sched")
        #expect(try terminal.waitUntil { Self.commands(in: $0).last == "tab sched" })
        try terminal.send("C-c")
        #expect(try terminal.waitUntil { Self.commands(in: $0) == ["tab sched", ""] })
        try terminal.send("C-c")
        #expect(try terminal.waitUntil { Self.commands(in: $0) == ["tab sched", "", ""] })
        try terminal.send("tab maps", "Enter")
        #expect(try terminal.waitFor("[Maps]"))
        #expect(!(try terminal.screen()).contains("Schedule: "))
        try terminal.send("quit", "Enter")
        #expect(try terminal.waitFor("exit status 0"))

        let history = try String(contentsOf: home.url.appending(path: "history"), encoding: .utf8)
        #expect(history.contains("tab\\040maps"))
        #expect(!history.contains("sched\n"))
    }

    @Test("Given a person at a terminal, when they make the window narrower, then the next scene wraps at the new width")
    func resizedTerminal() throws {
        let home = try TemporaryDirectory()
        let terminal = try startConbook(in: home, width: 120)
        #expect(try terminal.waitFor("conbook>"))
        try terminal.send("tab schedule", "Enter")
        #expect(try terminal.waitFor("Schedule: "))
        #expect(Self.widestLine(afterCommand: 0, in: try terminal.screenWithJoinedLines()) > 80)

        try terminal.resize(width: 60, height: 40)
        try terminal.send("tab news", "Enter")
        #expect(try terminal.waitUntil { Self.commands(in: $0).count == 3 })
        let screen = try terminal.screenWithJoinedLines()
        #expect(Self.sceneAfterCommand(1, in: screen).contains("News"))
        #expect(Self.widestLine(afterCommand: 1, in: screen) <= 60)
    }

    /// The widest line shown after the N-th prompt (from 0), up to the next one.
    private static func widestLine(afterCommand index: Int, in screen: String) -> Int {
        sceneAfterCommand(index, in: screen).components(separatedBy: "\n")
            .map { $0.replacing(/\s+$/, with: "").count }.max() ?? 0
    }

    /// conbook on the demo in a terminal, its data in `home`, in English; when it ends, the terminal
    /// shows `exit status N` and stays a few seconds.
    private func startConbook(in home: TemporaryDirectory, environment: String = "", width: Int = 100) throws -> TmuxTerminal {
        let conbook = try ConbookExecutable()
        return try TmuxTerminal(
            command: "\(environment) CONBOOK_HOME='\(home.url.path)' '\(conbook.url.path)' --no-color --language en; "
                + "echo \"exit status $?\"; sleep 5",
            width: width)
    }

    /// The commands typed at each prompt shown so far, in order (the last one empty while it waits).
    private static func commands(in screen: String) -> [String] {
        // capture-pane drops trailing blanks: a prompt still waiting reads `conbook>`.
        screen.components(separatedBy: "\n").filter { $0.hasPrefix("conbook>") }
            .map { String($0.dropFirst("conbook>".count)).trimmingCharacters(in: .whitespaces) }
    }

    /// What was shown after the N-th prompt (from 0), up to the next one.
    private static func sceneAfterCommand(_ index: Int, in screen: String) -> String {
        let parts = screen.components(separatedBy: "\nconbook>")
        return parts.count > index + 1 ? parts[index + 1] : ""
    }
}
