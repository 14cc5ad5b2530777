/// Makes badge pass scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol PassSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype PassSceneKind: PassScene
    /// A new badge pass scene.
    func makePassScene() -> PassSceneKind
}
