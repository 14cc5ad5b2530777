/// Makes shared picks scenes: a front end (the console, a test's capturing scenes) implements it,
/// in the file of its scene, for whoever opens a friend's share code.
@MainActor
public protocol SharedPicksSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype SharedPicksSceneKind: SharedPicksScene
    /// A new shared picks scene.
    func makeSharedPicksScene() -> SharedPicksSceneKind
}
