/// Makes login scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol LoginSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype LoginSceneKind: LoginScene
    /// A new login scene.
    func makeLoginScene() -> LoginSceneKind
}
