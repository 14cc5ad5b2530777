public import ConbookCore
import ConbookModuleKit

/// Composes the tutorial module for a source.
@MainActor
public struct TutorialModuleBuilder {
    private let language: Language

    /// Creates a builder whose texts are in a language (`conbook.language`; English when not given).
    public init(language: Language = .english) {
        self.language = language
    }

    /// Attaches a tutorial presenter for the source to the scene; the scene keeps it alive.
    public func build(scene: any TutorialScene, source: SourceDescription, delegate: any TutorialModuleDelegate) {
        let texts = ModuleWords(TutorialTexts.self, language: language, actions: scene.actionWording(in: language))
        let presenter = TutorialPresenter(
            scene: scene, delegate: delegate, interactor: TutorialInteractor(source: source, texts: texts))
        scene.setDelegate(presenter)
    }
}
