import ConbookNews

/// The news module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class NewsModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingNewsScene()
    /// What the module reported.
    public let delegate = CapturingNewsModuleDelegate()

    /// Builds the module and, unless told not to, tells it the scene is on screen.
    public init(core: ConbookTestContext, loadScene: Bool = true) {
        self.core = core
        NewsModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}
