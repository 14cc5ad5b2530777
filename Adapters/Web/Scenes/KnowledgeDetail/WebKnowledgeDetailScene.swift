public import ConbookCore
public import ConbookKnowledgeDetail
import ConbookModuleKit

/// One knowledge entry in full as a page: its group, its text, its pictures, and its links (its
/// own, then those inside its text), each followed by a form that posts its index. Its address is
/// `/knowledge/ID` once the entry has shown (and stays so when it is gone); before that, the
/// section's `/knowledge`.
@MainActor
public final class WebKnowledgeDetailScene: KnowledgeDetailScene, WebScene {
    private enum Content {
        case loading
        case entry(KnowledgeDetailViewModel)
        case unavailable(String)
    }

    private let texts: WebWords<WebKnowledgeDetailTexts.Key>
    private let notices: WebNotices
    private var delegate: (any KnowledgeDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var entryID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebKnowledgeDetailTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any KnowledgeDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.knowledgeDetailSceneDidLoad() }
    }

    public func show(_ viewModel: KnowledgeDetailViewModel) {
        content = .entry(viewModel)
        if !viewModel.id.isEmpty { entryID = viewModel.id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public var address: WebAddress {
        entryID.map { .page("knowledge", $0) } ?? .section("Knowledge")
    }

    public var viewingActions: [String] { [WebLinkChoices.action] }

    public func appear() {
        if loadGate.appeared() { delegate?.knowledgeDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.knowledgeEntryTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.knowledgeEntryUnavailable),
                body: [
                    .element(.p, [], [.text(message)]),
                    .element(.p, [], [context.link(texts(.knowledgeBack), to: .section("Knowledge"))]),
                ])
        case .entry(let entry):
            return WebPageContent(title: entry.title, body: body(of: entry, in: context))
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .entry(let entry) = content else { throw .notLoadedYet }
        switch form.action {
        case WebLinkChoices.action:
            delegate.knowledgeDetailSceneDidSelectLink(at: try WebLinkChoices.index(in: form, of: entry.links))
        default: throw .unknownAction(form.action)
        }
    }

    private func body(of entry: KnowledgeDetailViewModel, in context: WebPageContext) -> [HTML] {
        var body: [HTML] = []
        if let group = entry.groupName {
            body.append(.element(.p, [.class("muted")], [.text(texts(.knowledgeEntryInGroup, ["group": group]))]))
        }
        if let text = entry.text, !text.blocks.isEmpty {
            body.append(.element(.article, [], [context.richText(text)]))
        }
        for (index, picture) in entry.pictures.enumerated() {
            let alt =
                entry.pictures.count == 1
                ? texts(.knowledgeEntryPicture, ["title": entry.title])
                : texts(.knowledgeEntryPictureNumber, ["number": "\(index + 1)", "title": entry.title])
            body.append(.element(.div, [.class("picture")], [context.picture(picture, alt: alt)]))
        }
        body.append(WebLinkChoices.section(entry.links, heading: texts(.linksHeading), in: context))
        return body
    }
}

extension WebSceneFactory: KnowledgeDetailSceneFactory {
    public func makeKnowledgeDetailScene() -> WebKnowledgeDetailScene {
        WebKnowledgeDetailScene(language: language, notices: notices)
    }
}
