import ConbookCore
import ConbookModuleKit
import ConbookTutorial

/// Route: the first start with nothing stored, from a live source: the introduction asks before
/// the first download; yes leads to it (the preload flow), no ends the session.
@MainActor
final class TutorialFlow: TutorialModuleDelegate {
    private let sceneFactory: any TutorialSceneFactory
    private unowned let navigator: any Navigator
    private let preloadFlow: PreloadFlow
    private let texts: TextCatalogue<ModuleText>

    init(
        sceneFactory: any TutorialSceneFactory, navigator: any Navigator, preloadFlow: PreloadFlow,
        texts: TextCatalogue<ModuleText>
    ) {
        self.texts = texts
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.preloadFlow = preloadFlow
    }

    /// Shows the introduction for a source.
    func showTutorial(for source: SourceDescription) {
        let scene = sceneFactory.makeTutorialScene()
        TutorialModuleBuilder(language: texts.language).build(scene: scene, source: source, delegate: self)
        navigator.showStandalone(scene)
    }

    func tutorialModuleDidAccept() {
        preloadFlow.showPreload()
    }

    func tutorialModuleDidDecline() {
        navigator.close()
    }
}
