public import ConbookCore
import ConbookModuleKit
public import ConbookTutorial

/// The introduction as a page, before the first download from a live source: what Conbook does,
/// then the question naming the source, answered by a button to download and one not to.
@MainActor
public final class WebTutorialScene: TutorialScene, WebScene {
    private let texts: WebWords<WebTutorialTexts.Key>
    private var delegate: (any TutorialSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: TutorialViewModel?

    /// Creates the scene, worded in a language (the introduction reports no problems, so it tells
    /// the session's notices nothing).
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebTutorialTexts.self, language: language)
    }

    public func setDelegate(_ delegate: any TutorialSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.tutorialSceneDidLoad() }
    }

    public func show(_ viewModel: TutorialViewModel) {
        self.viewModel = viewModel
    }

    public var address: WebAddress { .page("welcome") }

    public func appear() {
        if loadGate.appeared() { delegate?.tutorialSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        guard let viewModel else {
            return WebPageContent(title: texts(.tutorialTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        }
        let paragraphs = viewModel.paragraphs.map { HTML.element(.p, [], [.text($0)]) }
        return WebPageContent(
            title: viewModel.title,
            body: paragraphs + [
                .element(.p, [], [.element(.strong, [], [.text(viewModel.question)])]),
                .element(
                    .div, [.class("actions")],
                    [
                        context.button("accept", label: texts(.accept)),
                        context.button("decline", label: texts(.decline)),
                    ]),
            ])
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, viewModel != nil else { throw .notLoadedYet }
        switch form.action {
        case "accept": delegate.tutorialSceneDidAccept()
        case "decline": delegate.tutorialSceneDidDecline()
        default: throw .unknownAction(form.action)
        }
    }
}

extension WebSceneFactory: TutorialSceneFactory {
    public func makeTutorialScene() -> WebTutorialScene {
        WebTutorialScene(language: language, notices: notices)
    }
}
