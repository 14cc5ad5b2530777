public import ConbookCore
import ConbookModuleKit
public import ConbookSharedPicks

/// A friend's picks as a page: what their code holds, the events this schedule has in the order
/// they were shared, each a link to its page, favourites starred, each made a favourite or unmarked
/// by a form that posts its row (the presenter takes the row's index, checked against the rows
/// shown); a form takes them all over, another keeps them as a friend's list under a name.
@MainActor
public final class WebSharedPicksScene: SharedPicksScene, WebScene {
    private let texts: WebWords<WebSharedPicksTexts.Key>
    private let notices: WebNotices
    private var delegate: (any SharedPicksSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: SharedPicksViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebSharedPicksTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any SharedPicksSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.sharedPicksSceneDidLoad() }
    }

    public func show(_ viewModel: SharedPicksViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("shared-picks") }

    public func appear() {
        if loadGate.appeared() { delegate?.sharedPicksSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.sharedPicksTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = []
        if !viewModel.summary.isEmpty { body.append(.element(.p, [.class("muted")], [.text(viewModel.summary)])) }
        if let status = viewModel.status { body.append(.element(.p, [.role("status")], [.text(status)])) }
        if let emptyMessage = viewModel.emptyMessage {
            body.append(.element(.p, [], [.text(emptyMessage)]))
        } else if viewModel.rows.isEmpty {
            body.append(.element(.p, [], [.text(texts(.nothingToShow))]))
        }
        if !viewModel.rows.isEmpty {
            body.append(
                .element(
                    .section, [],
                    [
                        .element(.h2, [], [.text(texts(.sharedPicksEventsHeading))]),
                        .element(.div, [.class("actions")], [context.button("addAll", label: texts(.sharedPicksAddAll))]),
                        .element(
                            .ul, [.class("rows")], viewModel.rows.enumerated().map { row($0.element, at: $0.offset, in: context) }
                        ),
                    ]))
            if !context.isForEveryone { body.append(keepForm(in: context)) }
        }
        return WebPageContent(title: viewModel.title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, let viewModel else { throw .notLoadedYet }
        switch form.action {
        case "addAll": delegate.sharedPicksSceneDidChooseAddAll()
        case "add": delegate.sharedPicksSceneDidChooseAdd(row: try Self.row(in: form, of: viewModel))
        case "remove": delegate.sharedPicksSceneDidChooseRemove(row: try Self.row(in: form, of: viewModel))
        case "keep": delegate.sharedPicksSceneDidChooseKeep(asName: try form.value("name"))
        default: throw .unknownAction(form.action)
        }
    }

    /// The row a form chose: an index of the rows shown.
    private static func row(in form: WebForm, of viewModel: SharedPicksViewModel) throws(WebFormError) -> Int {
        guard !viewModel.rows.isEmpty else { throw .malformedField("row") }
        return try form.number("row", in: 0...viewModel.rows.count - 1)
    }

    private func row(_ row: SharedPickRowViewModel, at index: Int, in context: WebPageContext) -> HTML {
        let star: [HTML] =
            row.isFavourite ? [.element(.span, [.class("favourite")], [.text("★ " + texts(.favouriteMark))])] : []
        let title =
            row.eventID.isEmpty
            ? HTML.element(.span, [.class("row-title")], [.text(row.title)])
            : context.link(row.title, to: .page("events", row.eventID), attributes: [.class("row-title")])
        let choice =
            row.isFavourite
            ? context.button("remove", fields: [("row", "\(index)")], label: texts(.sharedPicksRemove))
            : context.button("add", fields: [("row", "\(index)")], label: texts(.sharedPicksAdd))
        return .element(
            .li, [], [title] + star + [.element(.p, [.class("row-detail")], [.text("\(row.when) · \(row.room)")]), choice])
    }

    private func keepForm(in context: WebPageContext) -> HTML {
        .element(
            .section, [],
            [
                .element(.h2, [], [.text(texts(.sharedPicksKeepHeading))]),
                .element(.p, [], [.text(texts(.sharedPicksKeepExplanation))]),
                context.form(
                    "keep",
                    [
                        .element(.label, [.for("shared-picks-name")], [.text(texts(.sharedPicksKeepName))]),
                        .element(.input, [.type("text"), .name("name"), .id("shared-picks-name"), .required]),
                        .element(.button, [.type("submit")], [.text(texts(.sharedPicksKeep))]),
                    ]),
            ])
    }
}

extension WebSceneFactory: SharedPicksSceneFactory {
    public func makeSharedPicksScene() -> WebSharedPicksScene {
        WebSharedPicksScene(language: language, notices: notices)
    }
}
