import ConbookAnnouncements

/// The announcements module built over the real Core with fakes, a capturing scene and delegate.
///
/// ```swift
/// let context = AnnouncementsModuleTestContext(core: try ConbookTestContext())
/// context.scene.simulateSelectingAnnouncement(titled: "Welcome!")
/// #expect(context.delegate.selectedAnnouncements == [SampleConvention.welcome.id])
/// ```
@MainActor
public final class AnnouncementsModuleTestContext {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// The scene the presenter talks to.
    public let scene = CapturingAnnouncementsScene()
    /// What the module reported.
    public let delegate = CapturingAnnouncementsModuleDelegate()

    /// Builds the module and tells it the scene is on screen.
    public init(core: ConbookTestContext) {
        self.core = core
        AnnouncementsModuleBuilder(conbook: core.conbook).build(scene: scene, delegate: delegate)
        scene.simulateSceneDidLoad()
    }
}
