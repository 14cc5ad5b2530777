/// How far a sync has come, for a progress display.
public struct SyncProgress: Hashable, Sendable {
    /// Steps done.
    public var completed: Int
    /// Steps in all.
    public var total: Int
    /// What is happening.
    public var step: SyncStep
    /// While downloading: how much has arrived, when the source tells.
    public var transfer: TransferProgress?

    /// Creates a progress report.
    public init(completed: Int, total: Int, step: SyncStep, transfer: TransferProgress? = nil) {
        self.completed = completed
        self.total = total
        self.step = step
        self.transfer = transfer
    }

    /// What is happening, in English (for logs), e.g. `Downloading changes`.
    public var description: String { step.description }

    /// The fraction done, 0...1.
    public var fractionCompleted: Double {
        total == 0 ? 0 : Double(completed) / Double(total)
    }
}
