import ConbookServerTestSupport
import Foundation
import Testing

@Suite("Line editing at a terminal (libedit), end to end in tmux")
struct ConbookLineEditingTests {
    @Test("Given a person at a terminal, when they recall commands with the up arrow and Ctrl-R, then those commands run again, and the commands are kept in a 0600 history file for the next session")
    func historyAndRecall() throws {
        let home = try TemporaryDirectory()
        let conbook = try ConbookExecutable()
        let terminal = try TmuxTerminal(
            command: "CONBOOK_HOME='\(home.url.path)' '\(conbook.url.path)' --no-color --language en; sleep 5")
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
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("tab") } == [
            "tab\\040schedule", "tab\\040news", "tab\\040schedule", "tab\\040news",
        ])
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
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
