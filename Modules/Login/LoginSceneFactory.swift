/// Makes login scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol LoginSceneFactory {
    /// A new login scene.
    func makeLoginScene() -> any LoginScene
}
