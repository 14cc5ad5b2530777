public import ConbookCore
import ConbookModuleKit

/// Composes the changes module.
@MainActor
public struct ChangesModuleBuilder {
    private let conbook: Conbook

    /// Creates a builder over the Core.
    public init(conbook: Conbook) {
        self.conbook = conbook
    }

    /// Attaches a changes presenter to the scene; the scene keeps it alive.
    public func build(scene: any ChangesScene, delegate: any ChangesModuleDelegate) {
        let conbook = conbook
        let interactor = ChangesInteractor(
            seeScheduleChanges: conbook.seeScheduleChanges, seeClashes: conbook.seeClashes, outline: { conbook.outline },
            calendar: conbook.calendar, texts: conbook.words(ChangesTexts.self))
        let presenter = ChangesPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
