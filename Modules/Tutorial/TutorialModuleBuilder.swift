public import ConbookCore

/// Composes the tutorial module for a source.
@MainActor
public struct TutorialModuleBuilder {
    /// Creates a builder.
    public init() {}

    /// Attaches a tutorial presenter for the source to the scene; the scene keeps it alive.
    public func build(scene: any TutorialScene, source: SourceDescription, delegate: any TutorialModuleDelegate) {
        let presenter = TutorialPresenter(scene: scene, delegate: delegate, interactor: TutorialInteractor(source: source))
        scene.setDelegate(presenter)
    }
}
