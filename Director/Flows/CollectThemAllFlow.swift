import ConbookCollectThemAll
import ConbookCore

/// Route: the convention's game opens on top of the selected section's stack (from the menu: the
/// console's `collect`); it leads nowhere else.
@MainActor
final class CollectThemAllFlow {
    private let conbook: Conbook
    private let sceneFactory: any CollectThemAllSceneFactory
    private unowned let navigator: any Navigator

    init(conbook: Conbook, sceneFactory: any CollectThemAllSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Opens the game.
    func showCollectThemAll() {
        let scene = sceneFactory.makeCollectThemAllScene()
        CollectThemAllModuleBuilder(conbook: conbook).build(scene: scene)
        navigator.present(scene)
    }
}
