/// Fetches the attendee's messages after every sync (so also at start, which syncs) and right
/// after a login, while a login counts: the second step of a refresh. A failure is left for the
/// next time (a `401` logs out, which the scenes hear as `accountChanged`); a refresh already
/// under way is joined, not repeated.
@MainActor
final class MessagesAfterSync: ConventionObserver {
    private let privateMessages: PrivateMessagesUseCase
    private let account: AttendeeAccount

    init(privateMessages: PrivateMessagesUseCase, account: AttendeeAccount) {
        self.privateMessages = privateMessages
        self.account = account
    }

    func conventionDidChange(_ change: ConventionChange) {
        switch change {
        case .syncFinished, .accountChanged: break
        default: return
        }
        guard account.validCredential != nil else { return }
        let privateMessages = privateMessages
        Task { try? await privateMessages.refresh() }
    }
}
