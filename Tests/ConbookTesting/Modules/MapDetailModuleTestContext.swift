public import ConbookCore
import ConbookMapDetail

/// The map detail module for one map, built over the real Core with fakes, a capturing scene and
/// delegate.
@MainActor
public final class MapDetailModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingMapDetailScene()
    /// What the module reported.
    public let delegate = CapturingMapDetailModuleDelegate()

    /// Builds the module for a map, focused on a place of it if given, and tells it the scene is on screen.
    public init(core: ConbookTestContext, map: ConventionMap.ID, focusing focus: MapEntry.ID? = nil) {
        self.core = core
        MapDetailModuleBuilder(conbook: core.conbook).build(scene: scene, map: map, focusing: focus, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
