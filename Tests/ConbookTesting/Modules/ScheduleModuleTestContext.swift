import ConbookSchedule

/// The schedule module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class ScheduleModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingScheduleScene()
    /// What the module reported.
    public let delegate = CapturingScheduleModuleDelegate()

    /// Builds the module and, unless told not to, tells it the scene is on screen.
    public init(core: ConbookTestContext, loadScene: Bool = true) {
        self.core = core
        ScheduleModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}
