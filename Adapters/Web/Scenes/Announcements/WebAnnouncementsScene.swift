public import ConbookAnnouncements
public import ConbookCore
import ConbookModuleKit

/// The organisers' announcements as a page: the current ones, then the expired ones, each under
/// its section's heading, unread ones marked, with who posted them and until when they are shown.
/// An announcement opens by a form that names it by its identity (opening it marks it read).
@MainActor
public final class WebAnnouncementsScene: AnnouncementsScene, WebScene {
    private let texts: WebWords<WebAnnouncementsTexts.Key>
    private let notices: WebNotices
    private var delegate: (any AnnouncementsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: AnnouncementsViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebAnnouncementsTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any AnnouncementsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.announcementsSceneDidLoad() }
    }

    public func show(_ viewModel: AnnouncementsViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Announcements") }

    public var viewingActions: [String] { ["select"] }

    public func appear() {
        if loadGate.appeared() { delegate?.announcementsSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = texts(.announcementsTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        let heading = HTML.element(.p, [.class("muted")], [.text(viewModel.heading)])
        if let emptyMessage = viewModel.emptyMessage {
            return WebPageContent(title: title, body: [heading, .element(.p, [], [.text(emptyMessage)])])
        }
        guard viewModel.sections.contains(where: { !$0.rows.isEmpty }) else {
            return WebPageContent(title: title, body: [heading, .element(.p, [], [.text(texts(.nothingToShow))])])
        }
        let sections = viewModel.sections.filter { !$0.rows.isEmpty }.map { section in
            HTML.element(
                .section, [],
                [
                    .element(.h2, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { row($0, in: context) }),
                ])
        }
        // Read marks are one attendee's: the guide for everyone shows none.
        guard !context.isForEveryone else { return WebPageContent(title: title, body: sections) }
        let hint = HTML.element(.p, [.class("muted")], [.text(texts(.announcementsOpenHint))])
        return WebPageContent(title: title, body: [heading] + sections + [hint])
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "select": delegate.announcementsSceneDidSelectAnnouncement(id: try form.value("id"))
        default: throw .unknownAction(form.action)
        }
    }

    private func row(_ row: AnnouncementRowViewModel, in context: WebPageContext) -> HTML {
        let unread: [HTML] =
            row.isUnread && !context.isForEveryone ? [.element(.span, [.class("unread")], [.text(texts(.unreadMark))])] : []
        return .element(
            .li, [],
            unread + [
                context.button("select", fields: [("id", row.id)], label: row.title, attributes: [.class("row-title")]),
                .element(.p, [.class("row-detail")], [.text("\(row.byline) · \(row.validity)")]),
            ])
    }
}

extension WebSceneFactory: AnnouncementsSceneFactory {
    public func makeAnnouncementsScene() -> WebAnnouncementsScene {
        WebAnnouncementsScene(language: language, notices: notices)
    }
}
