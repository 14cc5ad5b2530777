public import ConbookCore
import ConbookDealerDetail

/// The dealer detail module for one dealer, built over the real Core with fakes, a capturing scene
/// and delegate.
@MainActor
public final class DealerDetailModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingDealerDetailScene()
    /// What the module reported.
    public let delegate = CapturingDealerDetailModuleDelegate()

    /// Builds the module for a dealer and tells it the scene is on screen.
    public init(core: ConbookTestContext, dealer: Dealer.ID) {
        self.core = core
        DealerDetailModuleBuilder(conbook: core.conbook).build(scene: scene, dealer: dealer, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
