/// Makes news scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows News.
@MainActor
public protocol NewsSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype NewsSceneKind: NewsScene
    /// A new news scene.
    func makeNewsScene() -> NewsSceneKind
}
