public import ConbookCore
public import ConbookModuleKit
public import ConbookNews

/// News as a page: the countdown, what runs now and next, today's favourites and the
/// announcements, each section under its heading. An event is a link to its page; an announcement
/// opens by a form (opening it marks it read), so it reaches the presenter by its identity.
@MainActor
public final class WebNewsScene: NewsScene, WebScene {
    private let texts: WebWords<WebNewsTexts.Key>
    private let notices: WebNotices
    private var delegate: (any NewsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: NewsViewModel?
    private var refreshStatus = WebRefreshStatus()

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebNewsTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any NewsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.newsSceneDidLoad() }
    }

    public func show(_ viewModel: NewsViewModel) {
        self.viewModel = viewModel
    }

    public func showRefreshStatus(_ status: RefreshStatus) {
        refreshStatus.update(status, notices: notices, language: texts.language)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("News") }

    public func appear() {
        if loadGate.appeared() { delegate?.newsSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let status = [refreshStatus.html(in: texts.language), context.button("refresh", label: texts(.refresh))]
        guard let viewModel else { return WebPageContent(title: texts(.newsTitle), body: status + [.text(texts(.loading))]) }
        guard !viewModel.sections.isEmpty else {
            return WebPageContent(title: texts(.newsTitle), body: status + [.element(.p, [], [.text(texts(.nothingToShow))])])
        }
        let sections = viewModel.sections.map { section in
            HTML.element(
                .section, [],
                [
                    .element(.h2, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], [row($0, in: context)]) }),
                ])
        }
        let hasAnnouncements = viewModel.sections.contains {
            $0.rows.contains { if case .announcement = $0 { true } else { false } }
        }
        let markRead = hasAnnouncements ? [context.button("read", label: texts(.markAnnouncementsRead))] : []
        return WebPageContent(title: texts(.newsTitle), body: status + sections + markRead)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "select": delegate.newsSceneDidSelectRow(id: try form.value("id"))
        case "read": delegate.newsSceneDidMarkAnnouncementsRead()
        case "refresh": delegate.newsSceneDidRequestRefresh()
        default: throw .unknownAction(form.action)
        }
    }

    private func row(_ row: NewsRowViewModel, in context: WebPageContext) -> HTML {
        switch row {
        case .message(let text):
            return .element(.p, [], [.text(text)])
        case .event(let event):
            let star: [HTML] =
                event.isFavourite ? [.element(.span, [.class("favourite")], [.text("★ " + texts(.favouriteMark))])] : []
            return .joined(
                [
                    context.link(event.title, to: .page("events", event.id), attributes: [.class("row-title")]),
                    .element(.p, [.class("row-detail")], [.text("\(event.timeRange) · \(event.room) · \(event.status)")]),
                ] + star)
        case .announcement(let announcement):
            let unread: [HTML] = announcement.isUnread ? [.element(.span, [.class("unread")], [.text(texts(.unreadMark))])] : []
            return .element(
                .article, [],
                [.element(.h3, [], unread + [.text(announcement.title)])]
                    + [
                        .element(.p, [.class("row-detail")], [.text(announcement.byline)]),
                        context.richText(announcement.text),
                        context.button("select", fields: [("id", row.id)], label: texts(.open)),
                    ])
        }
    }
}

extension WebSceneFactory: NewsSceneFactory {
    public func makeNewsScene() -> WebNewsScene {
        WebNewsScene(language: language, notices: notices)
    }
}
