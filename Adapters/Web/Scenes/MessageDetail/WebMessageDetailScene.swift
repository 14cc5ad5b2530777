public import ConbookCore
public import ConbookMessageDetail
import ConbookModuleKit

/// One private message in full as a page: its subject, who wrote it, when it arrived, its text,
/// and its links, each followed by a form that posts its index. Its address is `/messages/ID` once
/// the message has shown (and stays so when it is gone, e.g. after a logout); before that, the
/// section's `/messages`.
@MainActor
public final class WebMessageDetailScene: MessageDetailScene, WebScene {
    private enum Content {
        case loading
        case message(MessageDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebMessageDetailTexts.Key>
    private let notices: WebNotices
    private var delegate: (any MessageDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var messageID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebMessageDetailTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any MessageDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.messageDetailSceneDidLoad() }
    }

    public func show(_ viewModel: MessageDetailViewModel) {
        content = .message(viewModel)
        if !viewModel.id.isEmpty { messageID = viewModel.id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress {
        messageID.map { .page("messages", $0) } ?? .section("Messages")
    }

    public func appear() {
        if loadGate.appeared() { delegate?.messageDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.messageTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.messageUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.allMessages), to: .section("Messages"))]),
                ])
        case .message(let message):
            let facts = [(texts(.messageFrom), message.author), (texts(.messageReceived), message.received)]
            return WebPageContent(
                title: message.subject,
                body: [
                    .element(
                        .dl, [], facts.flatMap { [HTML.element(.dt, [], [.text($0.0)]), .element(.dd, [], [.text($0.1)])] }),
                    .element(.article, [], [context.richText(message.body)]),
                    WebLinkChoices.section(message.links, heading: texts(.linksHeading), in: context),
                ])
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .message(let message) = content else { throw .notLoadedYet }
        switch form.action {
        case WebLinkChoices.action:
            delegate.messageDetailSceneDidSelectLink(at: try WebLinkChoices.index(in: form, of: message.links))
        default: throw .unknownAction(form.action)
        }
    }
}

extension WebSceneFactory: MessageDetailSceneFactory {
    public func makeMessageDetailScene() -> WebMessageDetailScene {
        WebMessageDetailScene(language: language, notices: notices)
    }
}
