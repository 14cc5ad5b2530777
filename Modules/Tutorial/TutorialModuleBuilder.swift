public import ConbookCore
public import ConbookModuleKit

/// Composes the tutorial module for a source.
@MainActor
public struct TutorialModuleBuilder {
    private let texts: TextCatalogue<ModuleText>

    /// Creates a builder whose texts come from a catalogue (`conbook.texts`; English when not given).
    public init(texts: TextCatalogue<ModuleText> = ModuleTexts.english) {
        self.texts = texts
    }

    /// Attaches a tutorial presenter for the source to the scene; the scene keeps it alive.
    public func build(scene: any TutorialScene, source: SourceDescription, delegate: any TutorialModuleDelegate) {
        let presenter = TutorialPresenter(scene: scene, delegate: delegate, interactor: TutorialInteractor(source: source, texts: texts))
        scene.setDelegate(presenter)
    }
}
