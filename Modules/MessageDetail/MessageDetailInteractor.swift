import ConbookCore
import ConbookModuleKit

/// Turns one private message into display values, and marks it read.
@MainActor
struct MessageDetailInteractor {
    let privateMessages: PrivateMessagesUseCase
    let followLink: FollowLinkUseCase
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser
    let texts: ModuleWords<MessageDetailText>

    /// The message and its links, or nil when it is not kept (logged out, or gone).
    func detail(_ id: PrivateMessage.ID) -> (viewModel: MessageDetailViewModel, links: TextLinks)? {
        guard let message = privateMessages.message(id) else { return nil }
        let body = richTextParser.formattedForDisplay(message.message, in: texts.shared) ?? RichText(plain: texts(.messageNoText))
        let links = TextLinks(in: [body], followLink: followLink, wording: texts.shared)
        let viewModel = MessageDetailViewModel(
            id: message.id.rawValue,
            subject: DisplayText.nonEmpty(message.subject) ?? texts(.messageNoSubject),
            author: DisplayText.nonEmpty(message.authorName) ?? texts(.messageFromOrganisers),
            received: calendar.formattedDateTimeAndZone(message.receivedAt), body: body, links: links.viewModels)
        return (viewModel, links)
    }

    /// Marks the message read (here at once, on the server as soon as it can).
    func markRead(_ id: PrivateMessage.ID) async throws(LoginError) {
        try await privateMessages.open(id)
    }
}
