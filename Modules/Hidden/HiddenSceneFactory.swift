/// Makes Hidden scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows what is hidden.
@MainActor
public protocol HiddenSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype HiddenSceneKind: HiddenScene
    /// A new Hidden scene.
    func makeHiddenScene() -> HiddenSceneKind
}
