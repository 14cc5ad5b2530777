public import ConbookCore
public import ConbookFreeTime
import ConbookModuleKit

/// A day's free time as a page: the days as tabs, the shortest gap to list (a number of minutes to
/// change), then each gap between favourites under its heading with the events that fit in it,
/// each a link to its page with a button that marks or unmarks it as a favourite by its identity.
@MainActor
public final class WebFreeTimeScene: FreeTimeScene, WebScene {
    private let texts: WebWords<WebFreeTimeTexts.Key>
    private let notices: WebNotices
    private var delegate: (any FreeTimeSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: FreeTimeViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebFreeTimeTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any FreeTimeSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.freeTimeSceneDidLoad() }
    }

    public func show(_ viewModel: FreeTimeViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .page("free") }

    public func appear() {
        if loadGate.appeared() { delegate?.freeTimeSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.freeTimeTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = [
            WebDayTabs.html(days: viewModel.days, selected: viewModel.selectedDayIndex, label: texts(.daysLabel), in: context),
            .element(.p, [], [.text(viewModel.heading)]),
            WebScheduleMarks.minutesForm(
                "minimum", value: viewModel.minimumMinutes, range: 1...Int.max, label: texts(.minimumLabel),
                button: texts(.show), in: context),
        ]
        guard !viewModel.gaps.isEmpty else {
            body.append(.element(.p, [], [.text(viewModel.emptyMessage ?? texts(.nothingToShow))]))
            return WebPageContent(title: texts(.freeTimeTitle), body: body)
        }
        body += viewModel.gaps.map { gap in
            var parts: [HTML] = [
                .element(.h2, [], [.text(gap.title)]), .element(.p, [.class("muted")], [.text(gap.between)]),
            ]
            if let empty = gap.emptyMessage { parts.append(.element(.p, [], [.text(empty)])) }
            if !gap.rows.isEmpty {
                parts.append(.element(.ul, [.class("rows")], gap.rows.map { .element(.li, [], row($0, in: context)) }))
            }
            return HTML.element(.section, [], parts)
        }
        return WebPageContent(title: texts(.freeTimeTitle), body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        switch form.action {
        case WebDayTabs.field: delegate.freeTimeSceneDidSelectDay(at: try WebDayTabs.index(in: form, days: viewModel.days))
        case "minimum": delegate.freeTimeSceneDidChangeMinimum(minutes: try form.number("minutes", in: 1...Int.max))
        case "favourite": delegate.freeTimeSceneDidToggleFavourite(id: try form.value("id"))
        default: throw .unknownAction(form.action)
        }
    }

    private func row(_ row: FreeTimeEventRowViewModel, in context: WebPageContext) -> [HTML] {
        [context.link(row.title, to: .page("events", row.id), attributes: [.class("row-title")])]
            + WebScheduleMarks.favourite(row.isFavourite, word: texts(.favouriteMark))
            + [.element(.p, [.class("row-detail")], [.text("\(row.timeRange) · \(row.room)")])]
            + WebScheduleMarks.paragraph(row.distance, class: "muted")
            + [
                WebScheduleMarks.favouriteButton(
                    id: row.id, label: texts(row.isFavourite ? .unmarkFavourite : .markFavourite),
                    accessibleLabel: texts(
                        row.isFavourite ? .unmarkFavouriteNamed : .markFavouriteNamed, ["title": row.title]),
                    in: context)
            ]
    }
}

extension WebSceneFactory: FreeTimeSceneFactory {
    public func makeFreeTimeScene() -> WebFreeTimeScene {
        WebFreeTimeScene(language: language, notices: notices)
    }
}
