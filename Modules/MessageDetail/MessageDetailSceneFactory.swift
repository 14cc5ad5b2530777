/// Makes message detail scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol MessageDetailSceneFactory {
    /// A new message detail scene.
    func makeMessageDetailScene() -> any MessageDetailScene
}
