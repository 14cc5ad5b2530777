import ConbookCore
import ConbookPreload

/// Route: the first download; when it finishes the content follows, when cancelled the session ends.
@MainActor
final class PreloadFlow: PreloadModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any PreloadSceneFactory
    private unowned let navigator: any Navigator
    private let contentFlow: ContentFlow

    init(conbook: Conbook, sceneFactory: any PreloadSceneFactory, navigator: any Navigator, contentFlow: ContentFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.contentFlow = contentFlow
    }

    func showPreload() {
        let scene = sceneFactory.makePreloadScene()
        PreloadModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        navigator.showStandalone(scene)
    }

    func preloadModuleDidFinishLoading() {
        contentFlow.showContent()
    }

    func preloadModuleDidCancel() {
        navigator.close()
    }
}
