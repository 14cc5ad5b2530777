/// Makes schedule changes scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the changes.
@MainActor
public protocol ChangesSceneFactory {
    /// A new schedule changes scene.
    func makeChangesScene() -> any ChangesScene
}
