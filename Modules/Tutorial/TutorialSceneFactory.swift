/// Makes tutorial scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol TutorialSceneFactory {
    /// A new tutorial scene.
    func makeTutorialScene() -> any TutorialScene
}
