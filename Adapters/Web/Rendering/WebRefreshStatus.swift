public import ConbookCore
public import ConbookModuleKit

/// The line a page shows about the background sync, and the notice the person gets once when a
/// sync newly fails, skips what it could not use, or finds the store unreadable.
public struct WebRefreshStatus: Sendable {
    /// The status last shown.
    public private(set) var status: RefreshStatus = .idle

    /// Nothing to show yet.
    public init() {}

    /// Takes a new status; what it newly says goes to the notices.
    @MainActor
    public mutating func update(_ newStatus: RefreshStatus, notices: WebNotices, language: Language) {
        defer { status = newStatus }
        guard newStatus != status else { return }
        let texts = WebTexts.catalogue(for: language)
        switch newStatus {
        case .failed(let reason): notices.reportProblem(texts(.refreshFailed, ["reason": reason]))
        case .unreadable(let reason): notices.reportProblem(reason)
        case .skipped(let notice): notices.reportNotice(notice)
        case .idle, .refreshing: break
        }
    }

    /// The status as a paragraph with the `status` role (read out when it changes); nothing when
    /// idle.
    public func html(in language: Language) -> HTML {
        let texts = WebTexts.catalogue(for: language)
        let text: String? =
            switch status {
            case .idle: nil
            case .refreshing(let text): texts(.refreshing, ["text": text])
            case .failed(let reason): texts(.refreshFailed, ["reason": reason])
            case .unreadable(let reason), .skipped(let reason): reason
            }
        guard let text else { return .empty }
        return .element(.p, [.class("sync-status"), .role("status")], [.text(text)])
    }
}
