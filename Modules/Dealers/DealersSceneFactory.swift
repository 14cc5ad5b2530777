/// Makes dealers scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the Dealers' Den.
@MainActor
public protocol DealersSceneFactory {
    /// A new dealers scene.
    func makeDealersScene() -> any DealersScene
}
