public import ConbookCore
public import ConbookHidden
import ConbookModuleKit

/// What the attendee hid as a page: a section per kind (events, rooms, tracks, languages), each
/// item with a button that shows it again and, for an event still in the schedule, one that opens
/// it. Items are told to the presenter by their opaque identity, so the event's page opens through
/// the presenter (a form), not a link.
@MainActor
public final class WebHiddenScene: HiddenScene, WebScene {
    private let texts: WebWords<WebHiddenTexts.Key>
    private let notices: WebNotices
    private var delegate: (any HiddenSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: HiddenViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebHiddenTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any HiddenSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.hiddenSceneDidLoad() }
    }

    public func show(_ viewModel: HiddenViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Hidden") }

    public func appear() {
        if loadGate.appeared() { delegate?.hiddenSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.hiddenTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = [.element(.p, [], [.text(texts(.hiddenIntro))])]
        guard !viewModel.sections.isEmpty else {
            body.append(.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))]))
            return WebPageContent(title: texts(.hiddenTitle), body: body)
        }
        body += viewModel.sections.map { section in
            HTML.element(
                .section, [],
                [
                    .element(.h2, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0, in: context)) }),
                ])
        }
        return WebPageContent(title: texts(.hiddenTitle), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "show": delegate.hiddenSceneDidShowAgain(id: try form.value("id"))
        case "select": delegate.hiddenSceneDidSelectRow(id: try form.value("id"))
        default: throw .unknownAction(form.action)
        }
    }

    private func row(_ row: HiddenRowViewModel, in context: WebPageContext) -> [HTML] {
        var buttons = [
            context.button(
                "show", fields: [("id", row.id)], label: texts(.showAgain),
                attributes: [.ariaLabel(texts(.showAgainNamed, ["name": row.name]))])
        ]
        if row.isSelectable {
            buttons.append(
                context.button(
                    "select", fields: [("id", row.id)], label: texts(.open),
                    attributes: [.ariaLabel(texts(.openNamed, ["name": row.name]))]))
        }
        return [.element(.span, [.class("row-title")], [.text(row.name)])]
            + WebScheduleMarks.paragraph(row.detail, class: "row-detail")
            + [.element(.div, [.class("actions")], buttons)]
    }
}

extension WebSceneFactory: HiddenSceneFactory {
    public func makeHiddenScene() -> WebHiddenScene {
        WebHiddenScene(language: language, notices: notices)
    }
}
