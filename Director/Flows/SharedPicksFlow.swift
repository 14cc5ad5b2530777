import ConbookCore
import ConbookSharedPicks

/// Route: a friend's picks, from their share code, open on top of the selected section's stack
/// (`conbook import CODE`); `back` returns to the section.
@MainActor
final class SharedPicksFlow {
    private let conbook: Conbook
    private let sceneFactory: any SharedPicksSceneFactory
    private unowned let navigator: any Navigator

    init(conbook: Conbook, sceneFactory: any SharedPicksSceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
    }

    /// Opens the picks.
    func showPicks(_ picks: SharedPicks) {
        let scene = sceneFactory.makeSharedPicksScene()
        SharedPicksModuleBuilder(conbook: conbook).build(scene: scene, picks: picks)
        navigator.present(scene)
    }
}
