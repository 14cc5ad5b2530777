public import ConbookCore
public import ConbookMessages
import ConbookModuleKit

/// The attendee's private messages as a page, newest first, unread ones marked, each opened by a
/// form that names it by its identity (opening it marks it read); a form fetches them again.
/// Without a login, what to do, and a form to log in.
@MainActor
public final class WebMessagesScene: MessagesScene, WebScene {
    private let texts: WebWords<WebMessagesTexts.Key>
    private let notices: WebNotices
    private var delegate: (any MessagesSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: MessagesViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebMessagesTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any MessagesSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.messagesSceneDidLoad() }
    }

    public func show(_ viewModel: MessagesViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Messages") }

    public func appear() {
        if loadGate.appeared() { delegate?.messagesSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = texts(.messagesTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        let heading = HTML.element(.p, [.class("muted")], [.text(viewModel.heading)])
        if let prompt = viewModel.loginPrompt {
            return WebPageContent(
                title: title,
                body: [heading, .element(.p, [], [.text(prompt)]), context.button("login", label: texts(.messagesLogIn))])
        }
        let refresh = HTML.element(.div, [.class("actions")], [context.button("refresh", label: texts(.messagesRefresh))])
        guard !viewModel.rows.isEmpty else { return WebPageContent(title: title, body: [heading, refresh]) }
        let rows = viewModel.rows.map { row in
            let unread: [HTML] = row.isUnread ? [.element(.span, [.class("unread")], [.text(texts(.unreadMark))])] : []
            let preview: [HTML] = row.preview.isEmpty ? [] : [.element(.p, [], [.text(row.preview)])]
            return HTML.element(
                .li, [],
                unread
                    + [
                        context.button("select", fields: [("id", row.id)], label: row.subject, attributes: [.class("row-title")]),
                        .element(.p, [.class("row-detail")], [.text(row.byline)]),
                    ] + preview)
        }
        return WebPageContent(
            title: title,
            body: [
                heading, refresh, .element(.ul, [.class("rows")], rows),
                .element(.p, [.class("muted")], [.text(texts(.messagesOpenHint))]),
            ])
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "select": delegate.messagesSceneDidSelectMessage(id: try form.value("id"))
        case "refresh": delegate.messagesSceneDidAskToRefresh()
        case "login": delegate.messagesSceneDidAskToLogIn()
        default: throw .unknownAction(form.action)
        }
    }
}

extension WebSceneFactory: MessagesSceneFactory {
    public func makeMessagesScene() -> WebMessagesScene {
        WebMessagesScene(language: language, notices: notices)
    }
}
