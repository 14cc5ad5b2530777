public import ConbookCore
import ConbookEventDetail

/// The event detail module for one event, built over the real Core with fakes and a capturing scene.
@MainActor
public final class EventDetailModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingEventDetailScene()
    /// What the module reported.
    public let delegate = CapturingEventDetailModuleDelegate()

    /// Builds the module for an event and, unless told not to, tells it the scene is on screen.
    public init(core: ConbookTestContext, event: Event.ID, loadScene: Bool = true) {
        self.core = core
        EventDetailModuleBuilder(conbook: core.conbook).build(scene: scene, event: event, delegate: delegate)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}
