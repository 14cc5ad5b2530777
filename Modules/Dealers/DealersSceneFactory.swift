/// Makes dealers scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the Dealers' Den.
@MainActor
public protocol DealersSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype DealersSceneKind: DealersScene
    /// A new dealers scene.
    func makeDealersScene() -> DealersSceneKind
}
