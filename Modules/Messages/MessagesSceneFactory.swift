/// Makes messages scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol MessagesSceneFactory {
    /// A new messages scene.
    func makeMessagesScene() -> any MessagesScene
}
