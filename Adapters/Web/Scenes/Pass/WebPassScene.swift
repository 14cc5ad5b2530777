public import ConbookCore
import ConbookModuleKit
public import ConbookPass

/// The badge pass as a page: whose pass it is, its code drawn as an SVG as wide as the page (black
/// on white with a light margin, see `WebCodeDrawing`), and what to do with it; without a pass, why
/// not and a form to log in. A form fetches it again.
@MainActor
public final class WebPassScene: PassScene, WebScene {
    private let texts: WebWords<WebPassTexts.Key>
    private let notices: WebNotices
    private var delegate: (any PassSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: PassViewModel?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebPassTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any PassSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.passSceneDidLoad() }
    }

    public func show(_ viewModel: PassViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("pass") }

    public func appear() {
        if loadGate.appeared() { delegate?.passSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let pass = viewModel else {
            return WebPageContent(title: texts(.passTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        var body: [HTML] = []
        if let holder = pass.holder { body.append(.element(.p, [], [.text(holder)])) }
        let refresh = context.button("refresh", label: texts(.passRefresh))
        if let obstacle = pass.obstacle {
            body.append(.element(.p, [], [.text(obstacle)]))
            body.append(.element(.div, [.class("actions")], [context.button("login", label: texts(.passLogIn)), refresh]))
            return WebPageContent(title: pass.title, body: body)
        }
        let label = pass.holder.map { texts(.passCodeLabelHolder, ["holder": $0]) } ?? texts(.passCodeLabel)
        body.append(WebCodeDrawing.svg(pass.modules, label: label))
        if let note = pass.note { body.append(.element(.p, [.class("muted")], [.text(note)])) }
        body.append(.element(.div, [.class("actions")], [refresh]))
        return WebPageContent(title: pass.title, body: body)
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "refresh": delegate.passSceneDidAskToRefresh()
        case "login": delegate.passSceneDidAskToLogIn()
        default: throw .unknownAction(form.action)
        }
    }
}

extension WebSceneFactory: PassSceneFactory {
    public func makePassScene() -> WebPassScene {
        WebPassScene(language: language, notices: notices)
    }
}
