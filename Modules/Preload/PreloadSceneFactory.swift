/// Makes first-launch download scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the first download.
@MainActor
public protocol PreloadSceneFactory {
    /// A new first-launch download scene.
    func makePreloadScene() -> any PreloadScene
}
