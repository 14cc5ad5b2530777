/// How far a sync has come, for a progress display.
public struct SyncProgress: Hashable, Sendable {
    /// Steps done.
    public var completed: Int
    /// Steps in all.
    public var total: Int
    /// What is happening, e.g. `Downloading the schedule`.
    public var description: String
    /// While downloading: how much has arrived, when the source tells.
    public var transfer: TransferProgress?

    /// Creates a progress report.
    public init(completed: Int, total: Int, description: String, transfer: TransferProgress? = nil) {
        self.completed = completed
        self.total = total
        self.description = description
        self.transfer = transfer
    }

    /// The fraction done, 0...1.
    public var fractionCompleted: Double {
        total == 0 ? 0 : Double(completed) / Double(total)
    }
}
