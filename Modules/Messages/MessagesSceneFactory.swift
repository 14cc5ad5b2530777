/// Makes messages scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol MessagesSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype MessagesSceneKind: MessagesScene
    /// A new messages scene.
    func makeMessagesScene() -> MessagesSceneKind
}
