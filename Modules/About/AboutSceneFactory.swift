/// Makes about scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol AboutSceneFactory {
    /// A new about scene.
    func makeAboutScene() -> any AboutScene
}
