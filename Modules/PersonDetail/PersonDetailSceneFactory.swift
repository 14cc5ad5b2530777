/// Makes PersonDetail scenes: a front end (the console, a test's capturing scenes) implements it, in
/// the file of its scene, for whoever opens a person's page.
@MainActor
public protocol PersonDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype PersonDetailSceneKind: PersonDetailScene
    /// A new PersonDetail scene.
    func makePersonDetailScene() -> PersonDetailSceneKind
}
