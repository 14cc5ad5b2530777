import ConbookCore
import ConbookModuleKit

/// Turns the login and the messages kept into display values.
@MainActor
struct MessagesInteractor {
    static let previewLength = 80

    let login: LoginUseCase
    let privateMessages: PrivateMessagesUseCase
    let calendar: any ConventionCalendar

    /// Whether the messages can be fetched (a login that still counts).
    var isLoggedIn: Bool {
        if case .loggedIn = login.status() { return true }
        return false
    }

    /// The messages as shown now, and their identifiers by row.
    func listing() -> (viewModel: MessagesViewModel, ids: [PrivateMessage.ID]) {
        switch login.status() {
        case .notOffered:
            return (MessagesViewModel(
                heading: "No messages", loginPrompt: "This convention's source has no private messages.", rows: []), [])
        case .loggedOut:
            let prompt = switch login.savedLoginProblem {
            case .unreadable(let location, let reason)?:
                "The saved login at \(location) could not be read (\(reason)); log in again to see your messages (`login`)."
            case .writeFailed?, nil:
                "Log in to see your messages (`login`)."
            }
            return (MessagesViewModel(heading: "Messages", loginPrompt: prompt, rows: []), [])
        case .expired(let username):
            return (MessagesViewModel(
                heading: "Messages",
                loginPrompt: "The login of \(username) has expired; log in again to see your messages (`login`).",
                rows: []), [])
        case .loggedIn:
            let messages = privateMessages.messages()
            let unread = messages.count(where: \.isUnread)
            let count = messages.count == 1 ? "1 message" : "\(DisplayText.grouped(messages.count)) messages"
            let heading = messages.isEmpty ? "No messages yet" : unread == 0 ? count : "\(count) · \(unread) unread"
            return (MessagesViewModel(heading: heading, loginPrompt: nil, rows: messages.map(row)), messages.map(\.id))
        }
    }

    private func row(_ message: PrivateMessage) -> MessageRowViewModel {
        let author = DisplayText.nonEmpty(message.authorName).map(Self.oneLine) ?? "The organisers"
        let preview = Self.oneLine(message.message)
        return MessageRowViewModel(
            subject: DisplayText.nonEmpty(message.subject).map(Self.oneLine) ?? "No subject",
            byline: "\(author) · \(calendar.formattedDateAndTime(message.receivedAt))",
            preview: preview.count > Self.previewLength ? String(preview.prefix(Self.previewLength - 1)) + "…" : preview,
            isUnread: message.isUnread)
    }

    /// A text on one line: its white space runs made single spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
