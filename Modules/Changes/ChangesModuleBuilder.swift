import ConbookCore
import ConbookModuleKit

/// Composes the changes module.
@MainActor
public struct ChangesModuleBuilder {
    private let conbook: any ChangesDependencies

    /// Creates a builder over the Core.
    public init(conbook: any ChangesDependencies) {
        self.conbook = conbook
    }

    /// Attaches a changes presenter to the scene; the scene keeps it alive.
    public func build(scene: any ChangesScene, delegate: any ChangesModuleDelegate) {
        let conbook = conbook
        let interactor = ChangesInteractor(
            seeScheduleChanges: conbook.seeScheduleChanges, seeClashes: conbook.seeClashes, outline: { conbook.outline },
            calendar: conbook.calendar,
            texts: ModuleWords(ChangesTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = ChangesPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
