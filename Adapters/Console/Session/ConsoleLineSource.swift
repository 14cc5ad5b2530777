/// Port: where the session's command lines come from (a person typing, a script, a test).
@MainActor
public protocol ConsoleLineSource: AnyObject {
    /// The next line without its line end, or nil at the end of the input.
    func nextLine() async -> String?
    /// The next line, not shown as it is typed (a password at a terminal), or nil at the end of
    /// the input. By default, `nextLine()`.
    func nextSecretLine() async -> String?
    /// Whether the source shows prompts itself (a line editor, which redraws the prompt as the
    /// line is edited); otherwise the session writes them. By default, no.
    var showsPrompts: Bool { get }
    /// The next line after a prompt the source shows, or nil at the end of the input; a command
    /// line (not an answer to a question) is kept in the source's history, if it has one. By
    /// default, `nextLine()`.
    func nextLine(prompt: String, isCommand: Bool) async -> String?
}

extension ConsoleLineSource {
    public func nextSecretLine() async -> String? {
        await nextLine()
    }

    public var showsPrompts: Bool { false }

    public func nextLine(prompt: String, isCommand: Bool) async -> String? {
        await nextLine()
    }
}
