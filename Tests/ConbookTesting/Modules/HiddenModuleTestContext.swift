import ConbookHidden

/// The Hidden module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class HiddenModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingHiddenScene()
    /// What the module reported.
    public let delegate = CapturingHiddenModuleDelegate()

    /// Builds the module and tells it the scene is on screen.
    public init(core: ConbookTestContext) {
        self.core = core
        HiddenModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
