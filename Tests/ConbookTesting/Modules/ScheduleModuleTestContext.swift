public import ConbookSchedule

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
    ///
    /// - Parameters:
    ///   - core: the Core and its fakes.
    ///   - pageSize: how many events a page lists; small sizes let the sample convention span pages.
    ///   - loadScene: whether to tell the module at once that the scene is on screen.
    public init(core: ConbookTestContext, pageSize: Int = ScheduleModuleBuilder.defaultPageSize, loadScene: Bool = true) {
        self.core = core
        ScheduleModuleBuilder(conbook: core.conbook, pageSize: pageSize).build(scene: scene, delegate: delegate)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}
