/// Fetches the attendee's messages after every sync (so also at start, which syncs) and right
/// after a login, while a login counts: the second step of a refresh. A failure is left for the next time, but for a
/// `401`, which logs out (the scenes hear it as `accountChanged`).
@MainActor
final class MessagesAfterSync: ConventionObserver {
    private let privateMessages: PrivateMessagesUseCase
    private let account: AttendeeAccount
    private(set) var running: Task<Void, Never>?

    init(privateMessages: PrivateMessagesUseCase, account: AttendeeAccount) {
        self.privateMessages = privateMessages
        self.account = account
    }

    func conventionDidChange(_ change: ConventionChange) {
        switch change {
        case .syncFinished, .accountChanged: break
        default: return
        }
        guard account.validCredential != nil, running == nil else { return }
        let privateMessages = privateMessages
        running = Task { [weak self] in
            try? await privateMessages.refresh()
            self?.running = nil
        }
    }
}
