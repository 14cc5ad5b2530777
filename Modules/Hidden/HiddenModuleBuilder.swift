import ConbookCore
import ConbookModuleKit

/// Composes the Hidden module.
@MainActor
public struct HiddenModuleBuilder {
    private let conbook: any HiddenDependencies

    /// Creates a builder over the Core.
    public init(conbook: any HiddenDependencies) {
        self.conbook = conbook
    }

    /// Attaches a Hidden presenter to the scene; the scene keeps it alive.
    public func build(scene: any HiddenScene, delegate: any HiddenModuleDelegate) {
        let interactor = HiddenInteractor(
            hideItems: conbook.hideItems, calendar: conbook.calendar,
            texts: ModuleWords(HiddenTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = HiddenPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
