/// How one form of a command is written and what it does, for `help` and `conbook --help`.
public struct ConsoleCommandHelp: Hashable, Sendable {
    /// How it is written, e.g. `filter track NAME`.
    public let usage: String
    /// What it does, in one line, e.g. `list one track; \`filter track\` alone lists all`.
    public let explanation: String

    /// Creates the help of a command's form.
    public init(usage: String, explanation: String) {
        self.usage = usage
        self.explanation = explanation
    }
}
