public import ConbookCore
import ConbookKnowledgeGroup

/// The knowledge group module for one group, over the real Core with fakes.
@MainActor
public final class KnowledgeGroupModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingKnowledgeGroupScene()
    /// What the module reported.
    public let delegate = CapturingKnowledgeGroupModuleDelegate()

    /// Builds the module for a group and tells it the scene is on screen.
    public init(core: ConbookTestContext, group: KnowledgeGroup.ID) {
        self.core = core
        KnowledgeGroupModuleBuilder(conbook: core.conbook).build(scene: scene, group: group, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
