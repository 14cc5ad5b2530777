public import ConbookCore
public import ConbookKnowledge
import ConbookModuleKit

/// The knowledge base as a page: a search field, then its groups in order, each opened by a form
/// that names it by its identity (a group of one entry opens that entry), with its description
/// and how many entries it has; while searching, the entries found under their groups' headings,
/// each a link to its page.
@MainActor
public final class WebKnowledgeScene: KnowledgeScene, WebScene {
    private let texts: WebWords<WebKnowledgeTexts.Key>
    private let notices: WebNotices
    private var delegate: (any KnowledgeSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: KnowledgeViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebKnowledgeTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any KnowledgeSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.knowledgeSceneDidLoad() }
    }

    public func show(_ viewModel: KnowledgeViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { .section("Knowledge") }

    public var viewingActions: [String] { ["group", "search", "clear"] }

    public func appear() {
        if loadGate.appeared() { delegate?.knowledgeSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        let title = texts(.knowledgeTitle)
        guard let viewModel else { return WebPageContent(title: title, body: [.element(.p, [], [.text(texts(.loading))])]) }
        var body = [searchForm(viewModel, in: context), .element(.p, [.class("muted")], [.text(viewModel.heading)])]
        if let emptyMessage = viewModel.emptyMessage {
            body.append(.element(.p, [], [.text(emptyMessage)]))
        } else if viewModel.searchText.isEmpty {
            body.append(groups(viewModel.groups, in: context))
        } else {
            body += viewModel.results.filter { !$0.rows.isEmpty }.map { section in
                .element(
                    .section, [],
                    [
                        .element(.h2, [], [.text(section.title)]),
                        .element(
                            .ul, [.class("rows")],
                            section.rows.map { row in
                                .element(
                                    .li, [],
                                    [context.link(row.title, to: .page("knowledge", row.id), attributes: [.class("row-title")])])
                            }),
                    ])
            }
        }
        return WebPageContent(title: title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "group": delegate.knowledgeSceneDidSelectGroup(id: try form.value("id"))
        case "search": delegate.knowledgeSceneDidChangeSearchText(try form.value("query"))
        case "clear": delegate.knowledgeSceneDidChangeSearchText("")
        default: throw .unknownAction(form.action)
        }
    }

    private func searchForm(_ viewModel: KnowledgeViewModel, in context: WebPageContext) -> HTML {
        let search = context.form(
            "search", attributes: [.role("search")],
            [
                .element(.label, [.for("knowledge-query")], [.text(texts(.knowledgeSearchLabel))]),
                .element(
                    .input, [.type("search"), .name("query"), .id("knowledge-query"), .value(viewModel.searchText)]),
                .element(.button, [.type("submit")], [.text(texts(.knowledgeSearch))]),
            ])
        guard !viewModel.searchText.isEmpty else { return search }
        return .element(.div, [.class("actions")], [search, context.button("clear", label: texts(.knowledgeShowGroups))])
    }

    private func groups(_ groups: [KnowledgeGroupRowViewModel], in context: WebPageContext) -> HTML {
        guard !groups.isEmpty else { return .element(.p, [], [.text(texts(.nothingToShow))]) }
        let rows = groups.map { group in
            var row = [
                context.button("group", fields: [("id", group.id)], label: group.title, attributes: [.class("row-title")]),
                HTML.element(.p, [.class("row-detail")], [.text(group.entryCount)]),
            ]
            if let subtitle = group.subtitle { row.insert(.element(.p, [.class("row-detail")], [.text(subtitle)]), at: 1) }
            return HTML.element(.li, [], row)
        }
        return .element(
            .section, [], [.element(.h2, [], [.text(texts(.knowledgeGroupsHeading))]), .element(.ul, [.class("rows")], rows)])
    }
}

extension WebSceneFactory: KnowledgeSceneFactory {
    public func makeKnowledgeScene() -> WebKnowledgeScene {
        WebKnowledgeScene(language: language, notices: notices)
    }
}
