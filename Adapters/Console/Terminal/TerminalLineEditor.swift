import CLibEdit
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines typed at a terminal, edited with libedit: the arrow keys move and recall earlier
/// commands, Ctrl-R searches them, and the commands are kept in a history file between sessions
/// (0600; answers to questions are never kept, a password never even passes through the editor).
/// Only for a person at a terminal: scripts and pipes read lines as they are.
///
/// Characters beyond ASCII (`ö`, `é`, `€`) are read as UTF-8 whatever the locale (the character type
/// follows the environment's when it is UTF-8, else `C.UTF-8`). Ctrl-C at the prompt abandons the
/// line being typed and shows the prompt again, as shells do; elsewhere it ends the program.
///
/// libedit's readline interface keeps global state, so one editor per process; its calls run on
/// one serial queue, off the main actor, so the session keeps running while a person types.
@MainActor
public final class TerminalLineEditor: ConsoleLineSource {
    /// The most commands the history keeps.
    public static let historyLimit: Int32 = 1000

    private let queue = DispatchQueue(label: "conbook.line-editor")
    private let historyPath: String?
    private let secretLines = StandardInputLineSource()

    /// Creates the editor, reading the history kept at a path (none: no history between sessions).
    public init(historyPath: String?) {
        self.historyPath = historyPath
        queue.sync {
            _ = conbook_use_utf8_characters()
            _ = conbook_install_key_reader()
            conbook_set_readline_name(strdup("conbook"))
            using_history()
            stifle_history(Self.historyLimit)
            if let historyPath { _ = read_history(historyPath) }
        }
    }

    public var showsPrompts: Bool { true }

    public func nextLine() async -> String? {
        await nextLine(prompt: "", isCommand: false)
    }

    public func nextLine(prompt: String, isCommand: Bool) async -> String? {
        let historyPath = historyPath
        return await withCheckedContinuation { continuation in
            queue.async {
                conbook_set_reading_line(1)
                let raw = readline(prompt)
                conbook_set_reading_line(0)
                guard let raw else {
                    continuation.resume(returning: nil)
                    return
                }
                let typed = String(cString: raw)
                free(raw)
                // Ctrl-C abandons the line: an empty one, which asks again.
                let line = conbook_was_line_interrupted() != 0 ? "" : typed
                if isCommand, line.contains(where: { !$0.isWhitespace }) {
                    add_history(line)
                    if let historyPath {
                        _ = write_history(historyPath)
                        _ = chmod(historyPath, 0o600)
                    }
                }
                continuation.resume(returning: line)
            }
        }
    }

    public func nextSecretLine() async -> String? {
        await secretLines.nextSecretLine()
    }
}
