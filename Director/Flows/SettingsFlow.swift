import ConbookCore
import ConbookSettings

/// Route: Settings opens on top of the selected section's stack (from anywhere: the console's
/// `settings`); once the convention's data is cleared, the Director downloads it again.
@MainActor
final class SettingsFlow: SettingsModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any SettingsSceneFactory
    private unowned let navigator: any Navigator
    private let installation: (any InstallationFacts)?
    private let dataCleared: @MainActor () -> Void

    init(
        conbook: Conbook, sceneFactory: any SettingsSceneFactory, navigator: any Navigator,
        installation: (any InstallationFacts)?, dataCleared: @escaping @MainActor () -> Void
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        self.installation = installation
        self.dataCleared = dataCleared
    }

    /// Opens Settings.
    func showSettings() {
        let scene = sceneFactory.makeSettingsScene()
        SettingsModuleBuilder(conbook: conbook, installation: installation).build(scene: scene, delegate: self)
        navigator.present(scene)
    }

    func settingsModuleDidClearConventionData() {
        dataCleared()
    }
}
