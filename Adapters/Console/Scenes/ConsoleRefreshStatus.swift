import ConbookModuleKit

/// The one line a scene shows about the background sync, and the problem it reports when the
/// sync fails.
struct ConsoleRefreshStatus {
    private(set) var status: RefreshStatus = .idle

    /// Takes a new status; returns the problem to report when it newly says something failed.
    mutating func update(_ newStatus: RefreshStatus, texts: TextCatalogue<ConsoleText>) -> String? {
        defer { status = newStatus }
        guard newStatus != status else { return nil }
        return switch newStatus {
        case .failed(let reason): texts(.refreshFailed, ["reason": reason])
        case .unreadable(let reason), .skipped(let reason): reason
        case .idle, .refreshing: nil
        }
    }

    /// The status as wrapped lines; none when idle.
    @MainActor
    func lines(on screen: ConsoleScreen) -> [String] {
        switch status {
        case .idle:
            []
        case .refreshing(let text):
            screen.wrapper.wrap(screen.style.dim(screen.texts(.refreshing, ["text": text])))
        case .failed(let reason):
            screen.wrapper.wrap(screen.texts(.refreshFailed, ["reason": reason]))
        case .unreadable(let reason), .skipped(let reason):
            screen.wrapper.wrap(reason)
        }
    }
}
