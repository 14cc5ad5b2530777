import ConbookPrograms
import Foundation

/// A real terminal for tests: a program run in a detached tmux session of a fixed size, typed
/// into with `send-keys` and read with `capture-pane`.
public final class TmuxTerminal {
    private let tmux: PeerProgram
    private let session = "conbook-test-\(UUID().uuidString.prefix(8))"

    /// Starts a command (a shell line) in a new session of `width` × `height` cells.
    public init(command: String, width: Int = 100, height: Int = 40) throws {
        tmux = try PeerProgram("tmux")
        let started = try tmux.run(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", command])
        guard started.status == 0 else { throw PeerProgram.Missing(description: "tmux could not start: \(started.errors)") }
    }

    deinit {
        _ = try? tmux.run(["kill-session", "-t", session])
    }

    /// Types keys: text, or tmux key names such as `Enter`, `Up`, `C-r`.
    public func send(_ keys: String...) throws {
        _ = try tmux.run(["send-keys", "-t", session] + keys)
    }

    /// Resizes the terminal, as a person dragging the window's corner does (the program gets SIGWINCH).
    public func resize(width: Int, height: Int) throws {
        _ = try tmux.run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Everything the terminal has shown, its scrollback included.
    public func screen() throws -> String {
        try tmux.run(["capture-pane", "-p", "-S", "-", "-t", session]).output
    }

    /// Everything the terminal has shown, with each line the terminal wrapped joined again (so
    /// a line wider than the terminal shows at its full length).
    public func screenWithJoinedLines() throws -> String {
        try tmux.run(["capture-pane", "-p", "-J", "-S", "-", "-t", session]).output
    }

    /// Waits until the screen shows a text (up to a time limit); returns whether it did.
    @discardableResult
    public func waitFor(_ text: String, seconds: Double = 10) throws -> Bool {
        try waitUntil(seconds: seconds) { $0.contains(text) }
    }

    /// Waits until what the terminal has shown meets a condition (up to a time limit); returns
    /// whether it did.
    @discardableResult
    public func waitUntil(seconds: Double = 10, _ condition: (String) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(try screen()) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}
