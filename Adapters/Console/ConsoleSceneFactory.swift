public import ConbookChanges
public import ConbookDirector
public import ConbookEventDetail
public import ConbookNews
public import ConbookPreload
public import ConbookSchedule

/// Makes the console's scenes, all rendering for one screen.
@MainActor
public struct ConsoleSceneFactory: SceneFactory {
    private let screen: ConsoleScreen

    /// Creates a factory of scenes for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func makePreloadScene() -> any PreloadScene {
        ConsolePreloadScene(screen: screen)
    }

    public func makeNewsScene() -> any NewsScene {
        ConsoleNewsScene(screen: screen)
    }

    public func makeScheduleScene() -> any ScheduleScene {
        ConsoleScheduleScene(screen: screen)
    }

    public func makeEventDetailScene() -> any EventDetailScene {
        ConsoleEventDetailScene(screen: screen)
    }

    public func makeChangesScene() -> any ChangesScene {
        ConsoleChangesScene(screen: screen)
    }
}
