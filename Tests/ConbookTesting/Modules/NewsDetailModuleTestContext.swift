public import ConbookCore
import ConbookNewsDetail

/// The news detail module for one announcement, built over the real Core with fakes and a
/// capturing scene (the module reports nothing, so there is no delegate to capture).
///
/// ```swift
/// let context = NewsDetailModuleTestContext(core: try ConbookTestContext(), announcement: SampleConvention.welcome.id)
/// #expect(context.scene.viewModel?.title == "Welcome!")
/// ```
@MainActor
public final class NewsDetailModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingNewsDetailScene()

    /// Builds the module for an announcement and, unless told not to, tells it the scene is on
    /// screen (which shows the announcement and marks it read).
    public init(core: ConbookTestContext, announcement: Announcement.ID, loadScene: Bool = true) {
        self.core = core
        NewsDetailModuleBuilder(conbook: core.conbook).build(scene: scene, announcement: announcement)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}
