public import ConbookCore
import ConbookKnowledgeDetail

/// The knowledge detail module for one entry, over the real Core with fakes.
@MainActor
public final class KnowledgeDetailModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingKnowledgeDetailScene()
    /// What the module reported.
    public let delegate = CapturingKnowledgeDetailModuleDelegate()

    /// Builds the module for an entry and tells it the scene is on screen.
    public init(core: ConbookTestContext, entry: KnowledgeEntry.ID) {
        self.core = core
        KnowledgeDetailModuleBuilder(conbook: core.conbook).build(scene: scene, entry: entry, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
