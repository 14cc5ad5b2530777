import ConbookCore
import ConbookModuleKit

/// Composes the artist alley registration module from the Core.
@MainActor
public struct ArtistAlleyRegistrationModuleBuilder {
    private let conbook: any ArtistAlleyRegistrationDependencies

    /// Creates a builder over the Core.
    public init(conbook: any ArtistAlleyRegistrationDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any ArtistAlleyRegistrationScene, delegate: any ArtistAlleyRegistrationModuleDelegate) {
        let interactor = ArtistAlleyRegistrationInteractor(
            login: conbook.login, registration: conbook.artistAlleyRegistration,
            texts: ModuleWords(
                ArtistAlleyRegistrationTexts.self, language: conbook.language,
                actions: scene.actionWording(in: conbook.language)))
        let presenter = ArtistAlleyRegistrationPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
