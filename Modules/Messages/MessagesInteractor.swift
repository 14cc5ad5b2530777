import ConbookCore
import ConbookModuleKit

/// Turns the login and the messages kept into display values.
@MainActor
struct MessagesInteractor {
    static let previewLength = 80

    let login: LoginUseCase
    let privateMessages: PrivateMessagesUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<MessagesText>

    /// Whether the messages can be fetched (a login that still counts).
    var isLoggedIn: Bool {
        if case .loggedIn = login.status() { return true }
        return false
    }

    /// The messages as shown now, and their identifiers by row.
    func listing() -> (viewModel: MessagesViewModel, ids: [PrivateMessage.ID]) {
        switch login.status() {
        case .notOffered:
            return (
                MessagesViewModel(
                    heading: texts(.messagesNone), loginPrompt: texts(.messagesNotOffered), rows: []), []
            )
        case .loggedOut:
            let prompt =
                switch login.savedLoginProblem {
                case .unreadable(let location, let reason)?:
                    texts(.messagesSavedLoginUnreadable, ["location": location, "reason": reason])
                case .outdated?, .writeFailed?, nil:
                    texts(.messagesLogInPrompt)
                }
            return (MessagesViewModel(heading: texts(.messagesHeading), loginPrompt: prompt, rows: []), [])
        case .sessionEnded(let name):
            return (
                MessagesViewModel(
                    heading: texts(.messagesHeading),
                    loginPrompt: name.map { texts(.messagesSessionEnded, ["name": $0]) } ?? texts(.messagesOldLogin),
                    rows: []), []
            )
        case .loggedIn:
            let messages = privateMessages.messages()
            let unread = messages.count(where: \.isUnread)
            let counts = [
                "count": DisplayText.grouped(messages.count, in: texts.language),
                "unread": DisplayText.grouped(unread, in: texts.language),
            ]
            let heading =
                messages.isEmpty
                ? texts(.messagesNoneYet) : texts(unread == 0 ? .messagesCount : .messagesCountWithUnread, counts)
            return (MessagesViewModel(heading: heading, loginPrompt: nil, rows: messages.map(row)), messages.map(\.id))
        }
    }

    private func row(_ message: PrivateMessage) -> MessageRowViewModel {
        let author = DisplayText.nonEmpty(message.authorName).map(Self.oneLine) ?? texts(.messageFromOrganisers)
        let preview = Self.oneLine(message.message)
        return MessageRowViewModel(
            id: message.id.rawValue,
            subject: DisplayText.nonEmpty(message.subject).map(Self.oneLine) ?? texts(.messageNoSubject),
            byline: texts(.messageByline, ["author": author, "time": calendar.formattedDateAndTime(message.receivedAt)]),
            preview: preview.count > Self.previewLength ? String(preview.prefix(Self.previewLength - 1)) + "…" : preview,
            isUnread: message.isUnread)
    }

    /// A text on one line: its white space runs made single spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
