import ConbookCore
import ConbookModuleKit

/// Composes the Lost & Found module from the Core.
@MainActor
public struct LostAndFoundModuleBuilder {
    private let conbook: any LostAndFoundDependencies

    /// Creates a builder over the Core.
    public init(conbook: any LostAndFoundDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any LostAndFoundScene, delegate: any LostAndFoundModuleDelegate) {
        let interactor = LostAndFoundInteractor(
            login: conbook.login, browseLostAndFound: conbook.browseLostAndFound, followLink: conbook.followLink,
            calendar: conbook.calendar,
            texts: ModuleWords(
                LostAndFoundTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = LostAndFoundPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
