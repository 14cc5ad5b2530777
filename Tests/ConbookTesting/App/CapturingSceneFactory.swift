public import ConbookDirector

/// Makes capturing scenes for the Director and remembers each one it made. Each capturing scene's
/// file makes it a factory of that scene (`extension CapturingSceneFactory: NewsSceneFactory`).
@MainActor
public final class CapturingSceneFactory {
    /// Every scene made, in order.
    public private(set) var madeScenes: [any CapturingScene] = []

    /// Creates the factory.
    public init() {}

    /// Keeps a scene just made among `madeScenes` and returns it.
    func remember<SceneType: CapturingScene>(_ scene: SceneType) -> SceneType {
        madeScenes.append(scene)
        return scene
    }
}

extension CapturingSceneFactory: SceneFactory {}
