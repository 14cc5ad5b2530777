/// Makes first-launch download scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the first download.
@MainActor
public protocol PreloadSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype PreloadSceneKind: PreloadScene
    /// A new first-launch download scene.
    func makePreloadScene() -> PreloadSceneKind
}
