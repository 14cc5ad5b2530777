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
                guard let raw = readline(prompt) else {
                    continuation.resume(returning: nil)
                    return
                }
                let line = String(cString: raw)
                free(raw)
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
