import ConbookFreeTime

/// The free-time module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class FreeTimeModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingFreeTimeScene()
    /// What the module reported.
    public let delegate = CapturingFreeTimeModuleDelegate()

    /// Builds the module (gaps of at least the minimum given, else the Core's default) and tells
    /// it the scene is on screen.
    public init(core: ConbookTestContext, minimumMinutes: Int? = nil) {
        self.core = core
        let builder = FreeTimeModuleBuilder(conbook: core.conbook)
        if let minimumMinutes {
            builder.build(scene: scene, minimumMinutes: minimumMinutes, delegate: delegate)
        } else {
            builder.build(scene: scene, delegate: delegate)
        }
        scene.simulateSceneDidLoad()
    }
}
