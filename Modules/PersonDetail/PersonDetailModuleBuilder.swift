import ConbookCore
import ConbookModuleKit

/// Composes the PersonDetail module for one person.
@MainActor
public struct PersonDetailModuleBuilder {
    private let conbook: any PersonDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any PersonDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the person going by a name (as listed, or as an event writes it) to
    /// the scene; the scene keeps it alive.
    public func build(scene: any PersonDetailScene, name: String, delegate: any PersonDetailModuleDelegate) {
        let interactor = PersonDetailInteractor(
            people: conbook.people, toggleFavourite: conbook.toggleFavourite, followLink: conbook.followLink,
            richTextParser: conbook.richTextParser, calendar: conbook.calendar,
            texts: ModuleWords(
                PersonDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = PersonDetailPresenter(scene: scene, delegate: delegate, name: name, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
