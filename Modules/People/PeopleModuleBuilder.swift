import ConbookCore
import ConbookModuleKit

/// Composes the People module.
@MainActor
public struct PeopleModuleBuilder {
    private let conbook: any PeopleDependencies

    /// Creates a builder over the Core.
    public init(conbook: any PeopleDependencies) {
        self.conbook = conbook
    }

    /// Attaches a People presenter to the scene; the scene keeps it alive.
    public func build(scene: any PeopleScene, delegate: any PeopleModuleDelegate) {
        let interactor = PeopleInteractor(
            people: conbook.people,
            texts: ModuleWords(PeopleTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = PeoplePresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
