public import ConbookCore
public import ConbookKnowledgeGroup
import ConbookModuleKit

/// One group of the knowledge base as a page: its description, then its entries in order, each a
/// link to its page. Its address is `/knowledge/groups/ID` once the group has shown (and stays so
/// when it is gone); before that, the section's `/knowledge`.
@MainActor
public final class WebKnowledgeGroupScene: KnowledgeGroupScene, WebScene {
    private enum Content {
        case loading
        case group(KnowledgeGroupViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebKnowledgeGroupTexts.Key>
    private let notices: WebNotices
    private var delegate: (any KnowledgeGroupSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var groupID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebKnowledgeGroupTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any KnowledgeGroupSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.knowledgeGroupSceneDidLoad() }
    }

    public func show(_ viewModel: KnowledgeGroupViewModel) {
        content = .group(viewModel)
        if !viewModel.id.isEmpty { groupID = viewModel.id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress {
        groupID.map { .page("knowledge", "groups", $0) } ?? .section("Knowledge")
    }

    public func appear() {
        if loadGate.appeared() { delegate?.knowledgeGroupSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.knowledgeGroupTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.knowledgeGroupUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.knowledgeGroupBack), to: .section("Knowledge"))]),
                ])
        case .group(let group):
            var body: [HTML] = []
            if let subtitle = group.subtitle { body.append(.element(.p, [.class("muted")], [.text(subtitle)])) }
            if let emptyMessage = group.emptyMessage {
                body.append(.element(.p, [], [.text(emptyMessage)]))
            } else if group.entries.isEmpty {
                body.append(.element(.p, [], [.text(texts(.nothingToShow))]))
            }
            if !group.entries.isEmpty {
                body.append(
                    .element(
                        .ul, [.class("rows")],
                        group.entries.map { entry in
                            .element(
                                .li, [],
                                [context.link(entry.title, to: .page("knowledge", entry.id), attributes: [.class("row-title")])])
                        }))
            }
            body.append(.element(.p, [], [context.link(texts(.knowledgeGroupBack), to: .section("Knowledge"))]))
            return WebPageContent(title: group.title, body: body)
        }
    }

    /// The page has no forms: its entries are links to their pages, which the server opens.
    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, case .group = content else { throw .notLoadedYet }
        throw .unknownAction(form.action)
    }
}

extension WebSceneFactory: KnowledgeGroupSceneFactory {
    public func makeKnowledgeGroupScene() -> WebKnowledgeGroupScene {
        WebKnowledgeGroupScene(language: language, notices: notices)
    }
}
