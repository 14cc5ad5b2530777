/// Makes free-time scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever shows the gaps between favourites.
@MainActor
public protocol FreeTimeSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype FreeTimeSceneKind: FreeTimeScene
    /// A new free-time scene.
    func makeFreeTimeScene() -> FreeTimeSceneKind
}
