import ConbookPrograms
import Foundation

/// A real terminal for tests: a program run in a detached tmux session of a fixed size, typed
/// into with `send-keys` and read with `capture-pane`.
///
/// Each terminal has a tmux server of its own (its own socket, `-S`, removed with it): on one
/// shared server, a terminal closing the last session stops the server while another test's
/// `new-session` is connecting to it ("server exited unexpectedly").
public final class TmuxTerminal {
    private let tmux: PeerProgram
    private let session = "conbook-test-\(UUID().uuidString.prefix(8))"
    private var socket: String { FileManager.default.temporaryDirectory.appending(path: session).path }

    /// Starts a command (a shell line) in a new session of `width` × `height` cells.
    public init(command: String, width: Int = 100, height: Int = 40) throws {
        tmux = try PeerProgram("tmux")
        let started = try run(["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", command])
        guard started.status == 0 else { throw PeerProgram.Missing(description: "tmux could not start: \(started.errors)") }
    }

    deinit {
        // Its only session gone, the server exits (tmux's `exit-empty`); `kill-server` left servers
        // running here, their program with them.
        _ = try? run(["kill-session", "-t", session])
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Runs a tmux command on this terminal's own server.
    private func run(_ arguments: [String]) throws -> PeerProgram.Run {
        try tmux.run(["-S", socket] + arguments)
    }

    /// Types keys: text, or tmux key names such as `Enter`, `Up`, `C-r`.
    public func send(_ keys: String...) throws {
        _ = try run(["send-keys", "-t", session] + keys)
    }

    /// Resizes the terminal, as a person dragging the window's corner does (the program gets SIGWINCH).
    public func resize(width: Int, height: Int) throws {
        _ = try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Everything the terminal has shown, its scrollback included.
    public func screen() throws -> String {
        try run(["capture-pane", "-p", "-S", "-", "-t", session]).output
    }

    /// Everything the terminal has shown, with each line the terminal wrapped joined again (so
    /// a line wider than the terminal shows at its full length).
    public func screenWithJoinedLines() throws -> String {
        try run(["capture-pane", "-p", "-J", "-S", "-", "-t", session]).output
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
