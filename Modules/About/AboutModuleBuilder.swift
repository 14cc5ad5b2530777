public import ConbookCore
import ConbookModuleKit

/// Composes the about module from the Core and what the installation knows of itself.
@MainActor
public struct AboutModuleBuilder {
    private let conbook: any AboutDependencies
    private let installation: (any InstallationFacts)?

    /// Creates a builder over the Core and the installation's facts (none for an embedder that
    /// gives none).
    public init(conbook: any AboutDependencies, installation: (any InstallationFacts)?) {
        self.conbook = conbook
        self.installation = installation
    }

    /// Attaches an about presenter to the scene; the scene keeps it alive.
    public func build(scene: any AboutScene) {
        let interactor = AboutInteractor(
            seeSummary: conbook.seeConventionSummary, calendar: conbook.calendar, installation: installation,
            texts: ModuleWords(AboutTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = AboutPresenter(scene: scene, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
