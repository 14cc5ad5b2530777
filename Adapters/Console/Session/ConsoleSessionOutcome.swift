/// How a session went: a script that had failures should end with a non-zero exit status.
public struct ConsoleSessionOutcome: Hashable, Sendable {
    /// Commands that could not be carried out (unknown, malformed, not available).
    public var failedCommandCount: Int
    /// Problems reported along the way (a failed sync or download, a favourite not saved).
    public var problemCount: Int

    /// Creates an outcome.
    public init(failedCommandCount: Int, problemCount: Int) {
        self.failedCommandCount = failedCommandCount
        self.problemCount = problemCount
    }

    /// Whether anything failed.
    public var hasFailures: Bool { failedCommandCount > 0 || problemCount > 0 }
}
