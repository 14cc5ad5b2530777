public import ConbookChanges
public import ConbookDirector
public import ConbookEventDetail
public import ConbookNews
public import ConbookPreload
public import ConbookSchedule

/// Makes capturing scenes for the Director and remembers each one it made.
@MainActor
public final class CapturingSceneFactory: SceneFactory {
    /// Every scene made, in order.
    public private(set) var madeScenes: [any CapturingScene] = []

    /// Creates the factory.
    public init() {}

    public func makePreloadScene() -> any PreloadScene {
        remember(CapturingPreloadScene())
    }

    public func makeNewsScene() -> any NewsScene {
        remember(CapturingNewsScene())
    }

    public func makeScheduleScene() -> any ScheduleScene {
        remember(CapturingScheduleScene())
    }

    public func makeEventDetailScene() -> any EventDetailScene {
        remember(CapturingEventDetailScene())
    }

    public func makeChangesScene() -> any ChangesScene {
        remember(CapturingChangesScene())
    }

    private func remember<SceneType: CapturingScene>(_ scene: SceneType) -> SceneType {
        madeScenes.append(scene)
        return scene
    }
}
