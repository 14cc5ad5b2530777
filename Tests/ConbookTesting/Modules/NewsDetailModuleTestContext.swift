public import ConbookCore
public import ConbookNewsDetail

/// The news detail module for one announcement, built over the real Core with fakes, a
/// capturing scene and a capturing delegate (the links followed).
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
    /// What the module reported.
    public let delegate = CapturingNewsDetailModuleDelegate()

    /// Builds the module for an announcement and, unless told not to, tells it the scene is on
    /// screen (which shows the announcement and marks it read).
    public init(core: ConbookTestContext, announcement: Announcement.ID, loadScene: Bool = true) {
        self.core = core
        NewsDetailModuleBuilder(conbook: core.conbook).build(scene: scene, announcement: announcement, delegate: delegate)
        if loadScene { scene.simulateSceneDidLoad() }
    }
}

/// Records what the news detail module reported.
@MainActor
public final class CapturingNewsDetailModuleDelegate: NewsDetailModuleDelegate {
    /// The links followed, with their names, in order.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []

    /// Creates the delegate.
    public init() {}

    public func newsDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }
}
