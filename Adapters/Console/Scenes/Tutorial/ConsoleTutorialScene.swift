import ConbookModuleKit
public import ConbookTutorial

/// The introduction on the console, before the first download from a live source: `download`
/// (or `yes`) downloads the convention, `cancel` (or `no`) ends the session.
@MainActor
public final class ConsoleTutorialScene: TutorialScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any TutorialSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: TutorialViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any TutorialSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.tutorialSceneDidLoad() }
    }

    public func show(_ viewModel: TutorialViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.tutorialSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let tutorial = viewModel else { return [style.bold(texts(.tutorialTitle)), texts(.loading)] }
        var lines = [style.bold(tutorial.title)]
        for paragraph in tutorial.paragraphs {
            lines += [""] + screen.wrapper.wrap(paragraph)
        }
        lines += [""] + screen.wrapper.wrap(style.bold(tutorial.question))
        return lines + ["", style.dim(texts(.tutorialHint))]
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleTutorialTexts

    public nonisolated static let place = Texts.Key.placeTutorial

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleTutorialScene>] = [
        .plain("download", "yes", explanation: .helpTutorialDownload) { scene throws(ConsoleCommandError) in
            guard scene.viewModel != nil, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.tutorialSceneDidAccept()
        },
        .plain("cancel", "no", explanation: .helpTutorialCancel) { scene throws(ConsoleCommandError) in
            guard scene.viewModel != nil, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.tutorialSceneDidDecline()
        },
    ]
}

extension ConsoleSceneFactory: TutorialSceneFactory {
    public func makeTutorialScene() -> ConsoleTutorialScene {
        ConsoleTutorialScene(screen: screen)
    }
}
