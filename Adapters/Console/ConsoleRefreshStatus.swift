import ConbookModuleKit

/// The one line a scene shows about the background sync, and the problem it reports when the
/// sync fails.
struct ConsoleRefreshStatus {
    private(set) var status: RefreshStatus = .idle

    /// Takes a new status; returns the problem to report when it newly says the sync failed.
    mutating func update(_ newStatus: RefreshStatus) -> String? {
        defer { status = newStatus }
        guard case .failed(let reason) = newStatus, newStatus != status else { return nil }
        return "Refresh failed: \(reason)"
    }

    /// The status as wrapped lines; none when idle.
    @MainActor
    func lines(on screen: ConsoleScreen) -> [String] {
        switch status {
        case .idle:
            []
        case .refreshing(let text):
            screen.wrapper.wrap(screen.style.dim("Refreshing: \(text)…"))
        case .failed(let reason):
            screen.wrapper.wrap("Refresh failed: \(reason)")
        }
    }
}
