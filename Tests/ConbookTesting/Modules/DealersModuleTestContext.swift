public import ConbookDealers

/// The dealers module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class DealersModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingDealersScene()
    /// What the module reported.
    public let delegate = CapturingDealersModuleDelegate()

    /// Builds the module (with pages of `pageSize` dealers) and tells it the scene is on screen.
    public init(core: ConbookTestContext, pageSize: Int = DealersModuleBuilder.defaultPageSize) {
        self.core = core
        DealersModuleBuilder(conbook: core.conbook, pageSize: pageSize).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
