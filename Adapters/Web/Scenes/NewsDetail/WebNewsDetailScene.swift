public import ConbookCore
import ConbookModuleKit
public import ConbookNewsDetail

/// One announcement in full as a page: its headline, where it stands (expired, not shown yet),
/// who posted it and when it is shown, its picture, its text, and its links, each followed by a
/// form that posts its index. Its address is `/announcements/ID` once the announcement has shown
/// (and stays so when it is withdrawn); before that, the section's `/announcements`.
@MainActor
public final class WebNewsDetailScene: NewsDetailScene, WebScene {
    private enum Content {
        case loading
        case announcement(NewsDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebNewsDetailTexts.Key>
    private let notices: WebNotices
    private var delegate: (any NewsDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var announcementID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebNewsDetailTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any NewsDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.newsDetailSceneDidLoad() }
    }

    public func show(_ viewModel: NewsDetailViewModel) {
        content = .announcement(viewModel)
        if !viewModel.id.isEmpty { announcementID = viewModel.id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress {
        announcementID.map { .page("announcements", $0) } ?? .section("Announcements")
    }

    public var viewingActions: [String] { [WebLinkChoices.action] }

    public func appear() {
        if loadGate.appeared() { delegate?.newsDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.announcementTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.announcementUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.allAnnouncements), to: .section("Announcements"))]),
                ])
        case .announcement(let announcement):
            return WebPageContent(title: announcement.title, body: body(of: announcement, in: context))
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .announcement(let announcement) = content else { throw .notLoadedYet }
        switch form.action {
        case WebLinkChoices.action:
            delegate.newsDetailSceneDidSelectLink(at: try WebLinkChoices.index(in: form, of: announcement.links))
        default: throw .unknownAction(form.action)
        }
    }

    private func body(of announcement: NewsDetailViewModel, in context: WebPageContext) -> [HTML] {
        var body: [HTML] = []
        if let status = announcement.status {
            body.append(.element(.p, [.class("warning")], [.element(.strong, [], [.text(status)])]))
        }
        var facts: [(String, String)] = []
        if let author = announcement.author { facts.append((texts(.announcementFrom), author)) }
        if let area = announcement.area { facts.append((texts(.announcementArea), area)) }
        facts += [
            (texts(.announcementShownFrom), announcement.validFrom), (texts(.announcementShownUntil), announcement.validUntil),
            (texts(.announcementLastChanged), announcement.lastChanged),
        ]
        body.append(
            .element(
                .dl, [],
                facts.flatMap { [HTML.element(.dt, [], [.text($0.0)]), .element(.dd, [], [.text($0.1)])] }))
        if let picture = announcement.picture {
            body.append(
                .element(
                    .div, [.class("picture")],
                    [context.picture(picture, alt: texts(.announcementPicture, ["title": announcement.title]))]))
        }
        body.append(.element(.article, [], [context.richText(announcement.content)]))
        body.append(WebLinkChoices.section(announcement.links, heading: texts(.linksHeading), in: context))
        return body
    }
}

extension WebSceneFactory: NewsDetailSceneFactory {
    public func makeNewsDetailScene() -> WebNewsDetailScene {
        WebNewsDetailScene(language: language, notices: notices)
    }
}
