/// Makes tutorial scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol TutorialSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype TutorialSceneKind: TutorialScene
    /// A new tutorial scene.
    func makeTutorialScene() -> TutorialSceneKind
}
