public import ConbookCore
public import ConbookLostAndFound
import ConbookModuleKit

/// The convention's lost & found as a page: a search field, then the items under their status's
/// heading (lost, found, returned), each with the time of its status; an item is expanded (its
/// description and every time known) or folded by a form that names it by its identity, and its
/// picture link is followed by another. Without a login, why not, and a form to log in.
@MainActor
public final class WebLostAndFoundScene: LostAndFoundScene, WebScene {
    private let texts: WebWords<WebLostAndFoundTexts.Key>
    private let notices: WebNotices
    private var delegate: (any LostAndFoundSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: LostAndFoundViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebLostAndFoundTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any LostAndFoundSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.lostAndFoundSceneDidLoad() }
    }

    public func show(_ viewModel: LostAndFoundViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("LostAndFound") }

    public func appear() {
        if loadGate.appeared() { delegate?.lostAndFoundSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = texts(.lostAndFoundTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        let refresh = context.button("refresh", label: texts(.lostAndFoundRefresh))
        if let obstacle = viewModel.obstacle {
            return WebPageContent(
                title: title,
                body: [
                    .element(.p, [], [.text(obstacle)]),
                    .element(.div, [.class("actions")], [context.button("login", label: texts(.lostAndFoundLogIn)), refresh]),
                ])
        }
        var body: [HTML] = [searchForm(in: context)]
        if let search = viewModel.search {
            body.append(
                .element(
                    .div, [.class("actions")],
                    [.element(.p, [], [.text(search)]), context.button("clear", label: texts(.lostAndFoundEndSearch))]))
        }
        body += [.element(.p, [.class("muted")], [.text(viewModel.heading)]), .element(.div, [.class("actions")], [refresh])]
        let groups = viewModel.groups.filter { !$0.items.isEmpty }
        body += groups.map { group in
            .element(
                .section, [],
                [
                    .element(.h2, [], [.text(group.title)]),
                    .element(.ul, [.class("rows")], group.items.map { item($0, in: context) }),
                ])
        }
        if !groups.isEmpty { body.append(.element(.p, [.class("muted")], [.text(texts(.lostAndFoundHint))])) }
        return WebPageContent(title: title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "select": delegate.lostAndFoundSceneDidSelectItem(id: try form.value("id"))
        case "picture": delegate.lostAndFoundSceneDidSelectPicture(id: try form.value("id"))
        case "search": delegate.lostAndFoundSceneDidSearch(for: try form.value("query"))
        case "clear": delegate.lostAndFoundSceneDidSearch(for: "")
        case "refresh": delegate.lostAndFoundSceneDidAskToRefresh()
        case "login": delegate.lostAndFoundSceneDidAskToLogIn()
        default: throw .unknownAction(form.action)
        }
    }

    private func searchForm(in context: WebPageContext) -> HTML {
        context.form(
            "search", attributes: [.role("search")],
            [
                .element(.label, [.for("lost-and-found-query")], [.text(texts(.lostAndFoundSearchLabel))]),
                .element(.input, [.type("search"), .name("query"), .id("lost-and-found-query")]),
                .element(.button, [.type("submit")], [.text(texts(.lostAndFoundSearch))]),
            ])
    }

    private func item(_ item: LostAndFoundItemViewModel, in context: WebPageContext) -> HTML {
        var row: [HTML] = [
            context.button("select", fields: [("id", item.id)], label: item.title, attributes: [.class("row-title")]),
            .element(.p, [.class("row-detail")], [.text(item.time)]),
        ]
        row += item.details.map { .element(.p, [], [.text($0)]) }
        if let picture = item.picture {
            if picture.canOpen {
                row.append(context.button("picture", fields: [("id", item.id)], label: picture.name))
                row.append(.element(.p, [.class("row-detail")], [.text(picture.destination)]))
            } else {
                row.append(.element(.p, [.class("row-detail muted")], [.text("\(picture.name) — \(picture.destination)")]))
            }
        }
        return .element(.li, [], row)
    }
}

extension WebSceneFactory: LostAndFoundSceneFactory {
    public func makeLostAndFoundScene() -> WebLostAndFoundScene {
        WebLostAndFoundScene(language: language, notices: notices)
    }
}
