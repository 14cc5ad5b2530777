public import ConbookCollectThemAll
public import ConbookCore
import ConbookModuleKit

/// The convention's game as a page: what it is, then either why it cannot be played yet or a link
/// that opens it on the convention's site, with its address shown without the login token.
///
/// The link's address carries the attendee's login token: it is in the page's markup (never in
/// its text), and the link tells the other site nothing of this page (`noreferrer`).
@MainActor
public final class WebCollectThemAllScene: CollectThemAllScene, WebScene {
    private let texts: WebWords<WebCollectThemAllTexts.Key>
    private var delegate: (any CollectThemAllSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: CollectThemAllViewModel?

    /// Creates the scene, worded in a language (the game reports no problems, so it tells the
    /// session's notices nothing).
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebCollectThemAllTexts.self, language: language)
    }

    public func setDelegate(_ delegate: any CollectThemAllSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.collectThemAllSceneDidLoad() }
    }

    public func show(_ viewModel: CollectThemAllViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("collect") }

    public func appear() {
        if loadGate.appeared() { delegate?.collectThemAllSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.gameTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        let explanation = HTML.element(.p, [], [.text(viewModel.explanation)])
        if let obstacle = viewModel.obstacle {
            return WebPageContent(
                title: viewModel.title, body: [explanation, .element(.p, [.class("warning")], [.text(obstacle)])])
        }
        guard let game = viewModel.address.flatMap({ WebAddress(external: $0) }) else {
            return WebPageContent(
                title: viewModel.title, body: [explanation, .element(.p, [.class("warning")], [.text(texts(.gameNotPlayable))])])
        }
        let shown: [HTML] = viewModel.shownAddress.map { [.element(.p, [.class("row-detail")], [.text($0)])] } ?? []
        return WebPageContent(
            title: viewModel.title, body: [explanation, .element(.p, [], [context.link(texts(.openGame), to: game)])] + shown)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, viewModel != nil else { throw .notLoadedYet }
        throw .unknownAction(form.action)
    }
}

extension WebSceneFactory: CollectThemAllSceneFactory {
    public func makeCollectThemAllScene() -> WebCollectThemAllScene {
        WebCollectThemAllScene(language: language, notices: notices)
    }
}
