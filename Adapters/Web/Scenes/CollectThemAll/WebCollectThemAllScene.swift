public import ConbookCollectThemAll
public import ConbookCore
import ConbookModuleKit

/// The convention's game as a page: what it is, then either why it cannot be played yet or a
/// button that opens it on the convention's site, with its address shown without the login token.
///
/// The game's address carries the attendee's login token, so it is never in the page: the button
/// posts `play`, and the server sends the browser on to the address (`takeDeparture()`).
@MainActor
public final class WebCollectThemAllScene: CollectThemAllScene, WebScene {
    private let texts: WebWords<WebCollectThemAllTexts.Key>
    private var delegate: (any CollectThemAllSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: CollectThemAllViewModel?
    private var departure: WebAddress?

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
        guard viewModel.address.flatMap({ WebAddress(external: $0) }) != nil else {
            return WebPageContent(
                title: viewModel.title, body: [explanation, .element(.p, [.class("warning")], [.text(texts(.gameNotPlayable))])])
        }
        let shown: [HTML] = viewModel.shownAddress.map { [.element(.p, [.class("row-detail")], [.text($0)])] } ?? []
        return WebPageContent(
            title: viewModel.title, body: [explanation, context.button("play", label: texts(.openGame))] + shown)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, let viewModel else { throw .notLoadedYet }
        guard form.action == "play", viewModel.obstacle == nil,
            let game = viewModel.address.flatMap({ WebAddress(external: $0) })
        else { throw .unknownAction(form.action) }
        departure = game
    }

    public func takeDeparture() -> WebAddress? {
        defer { departure = nil }
        return departure
    }
}

extension WebSceneFactory: CollectThemAllSceneFactory {
    public func makeCollectThemAllScene() -> WebCollectThemAllScene {
        WebCollectThemAllScene(language: language, notices: notices)
    }
}
