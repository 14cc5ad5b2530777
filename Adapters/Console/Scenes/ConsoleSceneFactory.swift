public import ConbookDirector

/// Makes the console's scenes, all rendering for one screen. Each console scene's file makes it a
/// factory of that scene (`extension ConsoleSceneFactory: NewsSceneFactory`), so that together
/// they are the Director's `SceneFactory`.
@MainActor
public struct ConsoleSceneFactory {
    /// The screen every scene made renders for.
    let screen: ConsoleScreen
    /// What hands addresses to the system, if anything may (see `ConsoleLinkOpener`).
    let linkOpener: (any ConsoleLinkOpener)?

    /// Creates a factory of scenes for a screen; links are opened with the opener, if given.
    public init(screen: ConsoleScreen, linkOpener: (any ConsoleLinkOpener)? = nil) {
        self.screen = screen
        self.linkOpener = linkOpener
    }
}

extension ConsoleSceneFactory {
    /// Every kind of scene the factory makes, in the order `conbook --help` lists their commands.
    public nonisolated static var sceneTypes: [any ConsoleScene.Type] {
        [
            ConsoleNewsScene.self, ConsoleAnnouncementsScene.self, ConsoleNewsDetailScene.self, ConsoleScheduleScene.self,
            ConsoleEventDetailScene.self, ConsoleChangesScene.self,
            ConsoleDealersScene.self, ConsoleDealerDetailScene.self, ConsoleMapsScene.self, ConsoleMapDetailScene.self,
            ConsoleKnowledgeScene.self, ConsoleKnowledgeGroupScene.self, ConsoleKnowledgeDetailScene.self,
            ConsoleMessagesScene.self, ConsoleMessageDetailScene.self,
            ConsoleWebPageScene.self, ConsoleAboutScene.self, ConsoleSettingsScene.self, ConsoleCollectThemAllScene.self,
            ConsoleTimetableScene.self,
            ConsolePreloadScene.self, ConsoleTutorialScene.self, ConsoleLoginScene.self, ConsoleEventFeedbackScene.self,
        ]
    }
}

extension ConsoleSceneFactory: SceneFactory {}
