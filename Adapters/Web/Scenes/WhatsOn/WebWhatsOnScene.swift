public import ConbookCore
import ConbookModuleKit
public import ConbookWhatsOn

/// What's on as a page: how far ahead it looks (a number of minutes to change), then what runs now
/// and what starts soon, each event a link to its page with a button that marks or unmarks it as a
/// favourite by its identity.
@MainActor
public final class WebWhatsOnScene: WhatsOnScene, WebScene {
    private let texts: WebWords<WebWhatsOnTexts.Key>
    private let notices: WebNotices
    private var delegate: (any WhatsOnSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: WhatsOnViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebWhatsOnTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any WhatsOnSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.whatsOnSceneDidLoad() }
    }

    public func show(_ viewModel: WhatsOnViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .page("now") }

    public var viewingActions: [String] { ["window"] }

    public func appear() {
        if loadGate.appeared() { delegate?.whatsOnSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.whatsOnTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = [
            .element(.p, [], [.text(viewModel.heading)]),
            WebScheduleMarks.minutesForm(
                "window", value: viewModel.windowMinutes, range: WhatsOnModuleBuilder.windowMinutes,
                label: texts(.windowLabel), button: texts(.show), in: context),
        ]
        guard !viewModel.sections.isEmpty else {
            body.append(.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))]))
            return WebPageContent(title: texts(.whatsOnTitle), body: body)
        }
        body += viewModel.sections.map { section in
            HTML.element(
                .section, [],
                [
                    .element(.h2, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0, in: context)) }),
                ])
        }
        return WebPageContent(title: texts(.whatsOnTitle), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "window":
            delegate.whatsOnSceneDidChangeWindow(minutes: try form.number("minutes", in: WhatsOnModuleBuilder.windowMinutes))
        case "favourite": delegate.whatsOnSceneDidToggleFavourite(id: try form.value("id"))
        default: throw .unknownAction(form.action)
        }
    }

    private func row(_ row: WhatsOnRowViewModel, in context: WebPageContext) -> [HTML] {
        [context.link(row.title, to: .page("events", row.id), attributes: [.class("row-title")])]
            + WebScheduleMarks.favourite(row.isFavourite, word: texts(.favouriteMark))
            + [
                .element(.p, [.class("row-detail")], [.text("\(row.timeRange) · \(row.room) · \(row.when)")]),
                WebScheduleMarks.favouriteButton(
                    id: row.id, label: texts(row.isFavourite ? .unmarkFavourite : .markFavourite),
                    accessibleLabel: texts(
                        row.isFavourite ? .unmarkFavouriteNamed : .markFavouriteNamed, ["title": row.title]),
                    in: context),
            ]
    }
}

extension WebSceneFactory: WhatsOnSceneFactory {
    public func makeWhatsOnScene() -> WebWhatsOnScene {
        WebWhatsOnScene(language: language, notices: notices)
    }
}
