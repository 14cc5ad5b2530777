import ConbookTimetable

/// The timetable module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class TimetableModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingTimetableScene()
    /// What the module reported.
    public let delegate = CapturingTimetableModuleDelegate()

    /// Builds the module and, unless told not to, tells it the scene is on screen.
    public init(core: ConbookTestContext, loadScene: Bool = true) {
        self.core = core
        TimetableModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}
