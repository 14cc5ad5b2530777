/// Makes about scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol AboutSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype AboutSceneKind: AboutScene
    /// A new about scene.
    func makeAboutScene() -> AboutSceneKind
}
