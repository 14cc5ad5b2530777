public import ConbookCore
import ConbookModuleKit
public import ConbookWebPage

/// A link outside the convention as a page: what it is, what opening it does, and its address as
/// a link outside (a web, mail or telephone address), which the browser opens; any other address
/// shows as text. Conbook never fetches it. The page has no forms.
@MainActor
public final class WebWebPageScene: WebPageScene, WebScene {
    private let texts: WebWords<WebWebPageTexts.Key>
    private let notices: WebNotices
    private var delegate: (any WebPageSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: WebPageViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebWebPageTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any WebPageSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.webPageSceneDidLoad() }
    }

    public func show(_ viewModel: WebPageViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("outside") }

    public func appear() {
        if loadGate.appeared() { delegate?.webPageSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let page = viewModel else {
            return WebPageContent(title: texts(.webPageTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = [
            .element(.p, [.class("muted")], [.text(page.kind)]),
            .element(.p, [], [.text(page.note)]),
        ]
        if let external = WebAddress(external: page.address) {
            body.append(.element(.p, [], [context.link(page.shownAddress, to: external)]))
        } else {
            body.append(.element(.p, [], [.element(.code, [], [.text(page.shownAddress)])]))
            body.append(.element(.p, [.class("muted")], [.text(texts(.webPageNotOpened))]))
        }
        return WebPageContent(title: page.title, body: body)
    }

    /// The page has no forms: its address is a link the browser opens.
    public func act(on form: WebForm) throws(WebFormError) {
        guard delegate != nil, viewModel != nil else { throw .notLoadedYet }
        throw .unknownAction(form.action)
    }
}

extension WebSceneFactory: WebPageSceneFactory {
    public func makeWebPageScene() -> WebWebPageScene {
        WebWebPageScene(language: language, notices: notices)
    }
}
