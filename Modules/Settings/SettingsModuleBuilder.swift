public import ConbookCore
import ConbookModuleKit

/// Composes the settings module from the Core and what the installation knows of itself.
@MainActor
public struct SettingsModuleBuilder {
    private let conbook: any SettingsDependencies
    private let installation: (any InstallationFacts)?

    /// Creates a builder over the Core and the installation's facts, if any.
    public init(conbook: any SettingsDependencies, installation: (any InstallationFacts)?) {
        self.conbook = conbook
        self.installation = installation
    }

    /// Attaches a settings presenter to the scene; the scene keeps it alive.
    public func build(scene: any SettingsScene, delegate: any SettingsModuleDelegate) {
        let interactor = SettingsInteractor(
            changeSettings: conbook.changeSettings, seeSummary: conbook.seeConventionSummary, calendar: conbook.calendar,
            installation: installation,
            texts: ModuleWords(
                SettingsTexts.self, language: conbook.language,
                actions: scene.actionWording(in: conbook.language)))
        let presenter = SettingsPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
