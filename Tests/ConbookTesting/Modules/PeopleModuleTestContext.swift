import ConbookPeople

/// The People module built over the real Core with fakes, a capturing scene and delegate.
@MainActor
public final class PeopleModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingPeopleScene()
    /// What the module reported.
    public let delegate = CapturingPeopleModuleDelegate()

    /// Builds the module and tells it the scene is on screen.
    public init(core: ConbookTestContext) {
        self.core = core
        PeopleModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
