import ConbookModuleKit

/// The one line a scene shows about the background sync, and what it reports on the standard
/// error when that newly changes: a problem when the sync fails or the store cannot be read, a
/// notice when the sync was applied but skipped what it could not use.
struct ConsoleRefreshStatus {
    private(set) var status: RefreshStatus = .idle

    /// Takes a new status and reports what it newly says on the screen.
    @MainActor
    mutating func update(_ newStatus: RefreshStatus, on screen: ConsoleScreen) {
        defer { status = newStatus }
        guard newStatus != status else { return }
        switch newStatus {
        case .failed(let reason): screen.reportProblem(screen.texts(.refreshFailed, ["reason": reason]))
        case .unreadable(let reason): screen.reportProblem(reason)
        case .skipped(let notice): screen.reportNotice(notice)
        case .idle, .refreshing: break
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
