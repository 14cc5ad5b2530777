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
    /// Whether the login page hands its address to the opener (`--no-browser` says no; the
    /// address is printed either way).
    let opensLoginAddress: Bool

    /// Creates a factory of scenes for a screen; links are opened with the opener, if given, the
    /// login page's address too unless `opensLoginAddress` is false.
    public init(screen: ConsoleScreen, linkOpener: (any ConsoleLinkOpener)? = nil, opensLoginAddress: Bool = true) {
        self.screen = screen
        self.linkOpener = linkOpener
        self.opensLoginAddress = opensLoginAddress
    }
}

extension ConsoleSceneFactory: SceneFactory {
    /// Every kind of scene the factory makes, in the order `conbook --help` lists their commands:
    /// the Director's kinds of scene, as the console's scene files make them.
    public nonisolated static var sceneTypes: [any ConsoleScene.Type] {
        kindsOfScene.compactMap { $0 as? any ConsoleScene.Type }
    }
}
