public import ConbookChanges
public import ConbookCore
import ConbookModuleKit

/// What changed in the last schedule update as a page: a section per group (favourites first),
/// each changed event with what happened to it, old → new. An event still in the schedule is a
/// link to its page; a cancelled one is only named. The page has no forms.
@MainActor
public final class WebChangesScene: ChangesScene, WebScene {
    private let texts: WebWords<WebChangesTexts.Key>
    private let notices: WebNotices
    private var delegate: (any ChangesSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: ChangesViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebChangesTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any ChangesSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.changesSceneDidLoad() }
    }

    public func show(_ viewModel: ChangesViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Changes") }

    public func appear() {
        if loadGate.appeared() { delegate?.changesSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.changesTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = [.element(.p, [], [.text(texts(.changesIntro))])]
        body += WebScheduleMarks.paragraph(viewModel.versions, class: "muted")
        guard !viewModel.sections.isEmpty else {
            body.append(.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))]))
            return WebPageContent(title: texts(.changesTitle), body: body)
        }
        body += viewModel.sections.map { section in
            HTML.element(
                .section, [],
                [
                    .element(.h2, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0, in: context)) }),
                ])
        }
        return WebPageContent(title: texts(.changesTitle), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, viewModel != nil else { throw .notLoadedYet }
        throw .unknownAction(form.action)
    }

    private func row(_ row: ChangeRowViewModel, in context: WebPageContext) -> [HTML] {
        let title =
            row.isSelectable
            ? context.link(row.title, to: .page("events", row.id), attributes: [.class("row-title")])
            : .element(.span, [.class("row-title")], [.text(row.title)])
        var parts = [title] + WebScheduleMarks.favourite(row.isFavourite, word: texts(.favouriteMark))
        parts.append(.element(.p, [.class("warning")], [.text(row.status)]))
        parts += WebScheduleMarks.paragraph(row.when, class: "row-detail")
        if !row.details.isEmpty {
            parts.append(.element(.ul, [], row.details.map { .element(.li, [], [.text($0)]) }))
        }
        return parts
    }
}

extension WebSceneFactory: ChangesSceneFactory {
    public func makeChangesScene() -> WebChangesScene {
        WebChangesScene(language: language, notices: notices)
    }
}
