/// Makes message detail scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol MessageDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype MessageDetailSceneKind: MessageDetailScene
    /// A new message detail scene.
    func makeMessageDetailScene() -> MessageDetailSceneKind
}
