import ConbookCore
import ConbookTutorial

/// Route: the first start with nothing stored, from a live source: the introduction asks before
/// the first download; yes leads to it (the preload flow), no ends the session.
@MainActor
final class TutorialFlow: TutorialModuleDelegate {
    private let sceneFactory: any TutorialSceneFactory
    private unowned let navigator: any Navigator
    private let preloadFlow: PreloadFlow

    init(sceneFactory: any TutorialSceneFactory, navigator: any Navigator, preloadFlow: PreloadFlow) {
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.preloadFlow = preloadFlow
    }

    /// Shows the introduction for a source.
    func showTutorial(for source: SourceDescription) {
        let scene = sceneFactory.makeTutorialScene()
        TutorialModuleBuilder().build(scene: scene, source: source, delegate: self)
        navigator.showStandalone(scene)
    }

    func tutorialModuleDidAccept() {
        preloadFlow.showPreload()
    }

    func tutorialModuleDidDecline() {
        navigator.close()
    }
}
