/// Makes People scenes: a front end (the console, a test's capturing scenes) implements it, in the
/// file of its scene, for whoever shows the people.
@MainActor
public protocol PeopleSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype PeopleSceneKind: PeopleScene
    /// A new People scene.
    func makePeopleScene() -> PeopleSceneKind
}
