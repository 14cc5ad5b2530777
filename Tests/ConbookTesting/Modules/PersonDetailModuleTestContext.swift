import ConbookPersonDetail

/// A person's page built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class PersonDetailModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingPersonDetailScene()
    /// What the module reported.
    public let delegate = CapturingPersonDetailModuleDelegate()

    /// Builds the module for the person going by a name and tells it the scene is on screen.
    public init(core: ConbookTestContext, name: String) {
        self.core = core
        PersonDetailModuleBuilder(conbook: core.conbook).build(scene: scene, name: name, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
