/// Makes news scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows News.
@MainActor
public protocol NewsSceneFactory {
    /// A new news scene.
    func makeNewsScene() -> any NewsScene
}
