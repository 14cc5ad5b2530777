public import ConbookDirector

/// The whole app over fakes: the real Core, modules and Director, with capturing scenes and navigator.
///
/// ```swift
/// let app = try AppTestEnvironment(core: ConbookTestContext())
/// app.start()
/// app.schedule?.simulateSelectingEvent(titled: "Opening Ceremony")
/// #expect(app.visible(CapturingEventDetailScene.self)?.viewModel?.title == "Opening Ceremony")
/// ```
@MainActor
public final class AppTestEnvironment {
    /// The Core and its fakes.
    public let core: ConbookTestContext
    /// Where the Director put scenes.
    public let navigator = CapturingNavigator()
    /// Every scene the Director asked for.
    public let sceneFactory = CapturingSceneFactory()
    /// The Director under test.
    public let director: Director

    /// Composes the app; call `start()` to show the first scene.
    public init(core: ConbookTestContext) {
        self.core = core
        director = Director(conbook: core.conbook, sceneFactory: sceneFactory, navigator: navigator)
    }

    /// Starts the Director and lets its background work finish.
    public func start() async {
        director.start()
        await core.settle()
    }

    /// The visible scene, if it is of a type.
    public func visible<SceneType>(_ type: SceneType.Type) -> SceneType? {
        navigator.visibleScene as? SceneType
    }

    /// The News tab's root scene, if tabs are shown.
    public var news: CapturingNewsScene? {
        rootScene(ofTab: "News")
    }

    /// The Schedule tab's root scene, if tabs are shown.
    public var schedule: CapturingScheduleScene? {
        rootScene(ofTab: "Schedule")
    }

    /// The Changes tab's root scene, if tabs are shown.
    public var changes: CapturingChangesScene? {
        rootScene(ofTab: "Changes")
    }

    /// Acts as the user selecting a tab.
    @discardableResult
    public func selectTab(_ title: String) -> Bool {
        navigator.simulateSelectingTab(titled: title)
    }

    /// Acts as the user going back.
    @discardableResult
    public func goBack() -> Bool {
        navigator.simulateGoingBack()
    }

    private func rootScene<SceneType>(ofTab title: String) -> SceneType? {
        guard let index = navigator.tabTitles.firstIndex(of: title) else { return nil }
        return navigator.stacks[index].first as? SceneType
    }
}
