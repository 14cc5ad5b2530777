public import ConbookCore
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
    public let navigator: CapturingNavigator
    /// Every scene the Director asked for.
    public let sceneFactory = CapturingSceneFactory()
    /// The Director under test.
    public let director: Director

    /// Composes the app; call `start()` to show the first scene. About shows the installation
    /// facts given, if any; with a source to confirm, a first start asks before downloading;
    /// `refreshingOnStart: false` starts on stored data without syncing (as the demo does);
    /// `audience: .everyone` composes a public guide's session.
    public init(
        core: ConbookTestContext, installation: (any InstallationFacts)? = nil,
        confirmingFirstDownloadFrom source: SourceDescription? = nil, refreshingOnStart: Bool = true,
        audience: Audience = .attendee
    ) {
        self.core = core
        navigator = CapturingNavigator(conbook: core.conbook)
        director = Director(
            conbook: core.conbook, sceneFactory: sceneFactory, session: navigator.session, installation: installation,
            confirmingFirstDownloadFrom: source, refreshingOnStart: refreshingOnStart, audience: audience)
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

    /// A section's root scene, if sections are shown and its root is of that type, e.g.
    /// `app.rootScene(ofSection: "Changes", as: CapturingChangesScene.self)`.
    public func rootScene<SceneType>(ofSection title: String, as type: SceneType.Type = SceneType.self) -> SceneType? {
        navigator.rootScene(ofSection: title, as: type)
    }

    /// The News section's root scene, if sections are shown.
    public var news: CapturingNewsScene? {
        rootScene(ofSection: "News")
    }

    /// The Announcements section's root scene, if sections are shown.
    public var announcements: CapturingAnnouncementsScene? {
        rootScene(ofSection: "Announcements")
    }

    /// The Schedule section's root scene, if sections are shown.
    public var schedule: CapturingScheduleScene? {
        rootScene(ofSection: "Schedule")
    }

    /// The Changes section's root scene, if sections are shown.
    public var changes: CapturingChangesScene? {
        rootScene(ofSection: "Changes")
    }

    /// The People section's root scene, if sections are shown.
    public var people: CapturingPeopleScene? {
        rootScene(ofSection: "People")
    }

    /// The Dealers section's root scene, if sections are shown.
    public var dealers: CapturingDealersScene? {
        rootScene(ofSection: "Dealers")
    }

    /// The Maps section's root scene, if sections are shown.
    public var maps: CapturingMapsScene? {
        rootScene(ofSection: "Maps")
    }

    /// The Knowledge section's root scene, if sections are shown.
    public var knowledge: CapturingKnowledgeScene? {
        rootScene(ofSection: "Knowledge")
    }

    /// Acts as the user selecting a section by title; false when there is no such section.
    @discardableResult
    public func selectSection(_ title: String) -> Bool {
        navigator.simulateSelectingSection(titled: title)
    }

    /// Acts as the user opening a menu scene by its word (`about`, `free`…, as `SceneFactory.scenes`
    /// declares them), with its argument, if any; false when there is no such scene, or the Director
    /// opened nothing (before the content shows, or with an argument the scene does not take).
    @discardableResult
    public func openMenuScene(_ word: String, argument: Int? = nil) -> Bool {
        guard let scene = CapturingSceneFactory.menuScenes.first(where: { $0.word == word }) else { return false }
        return director.show(scene, argument: argument)
    }

    /// Acts as the user going back along the path taken; false at its start.
    @discardableResult
    public func goBack() -> Bool {
        navigator.simulateGoingBack()
    }
}
