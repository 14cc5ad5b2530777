import ConbookPreload

/// The preload module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class PreloadModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingPreloadScene()
    /// What the module reported.
    public let delegate = CapturingPreloadModuleDelegate()

    /// Builds the module; loading the scene (`scene.simulateSceneDidLoad()`) starts the download.
    public init(core: ConbookTestContext) {
        self.core = core
        PreloadModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
    }
}
