import ConbookAbout
import ConbookCore

/// Route: About opens on top of the selected section's stack (from anywhere: the console's
/// `about`); it leads nowhere else.
@MainActor
final class AboutFlow {
    private let conbook: Conbook
    private let sceneFactory: any AboutSceneFactory
    private unowned let navigator: any Navigator
    private let installation: (any InstallationFacts)?

    init(
        conbook: Conbook, sceneFactory: any AboutSceneFactory, navigator: any Navigator,
        installation: (any InstallationFacts)?
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.installation = installation
    }

    /// Opens About.
    func showAbout() {
        let scene = sceneFactory.makeAboutScene()
        AboutModuleBuilder(conbook: conbook, installation: installation).build(scene: scene)
        navigator.present(scene)
    }
}
