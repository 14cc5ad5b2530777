/// Makes schedule changes scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the changes.
@MainActor
public protocol ChangesSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype ChangesSceneKind: ChangesScene
    /// A new schedule changes scene.
    func makeChangesScene() -> ChangesSceneKind
}
